import { z } from 'zod'

const menuChildSchema = z.object({
  content_id: z.number(),
  name: z.string(),
  path: z.string(),
  category: z.string().nullable(),
})

/**
 * The menus of one tenant: `menu` (entries with children, each with a content_id) and
 * `game_menu` (the lobby's category bar). Startup returns both under `content`.
 *
 * @example
 * menuSchema.parse(seed.menus[0]).menu[1].category // 'slots'
 */
export const menuSchema = z.object({
  domain_name: z.string(),
  menu: z.array(
    z.object({
      content_id: z.number(),
      name: z.string(),
      path: z.string(),
      category: z.string().nullable(),
      icon: z.string().optional(),
      children: z.array(menuChildSchema),
    }),
  ),
  game_menu: z.array(
    z.object({
      content_id: z.number(),
      name: z.string(),
      category: z.string(),
      path: z.string(),
      icon: z.string().optional(),
    }),
  ),
})

export type Menu = z.output<typeof menuSchema>
