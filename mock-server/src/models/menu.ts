import { z } from 'zod'

const menuChildSchema = z.object({
  content_id: z.number(),
  name: z.string(),
  category: z.string(),
  url: z.string(),
})

/**
 * The menus of one tenant: `menu` (entries with children, each child with a content_id)
 * and `game_menu` (the lobby's category bar). Startup returns both under `content`.
 *
 * @example
 * menuSchema.parse(seed.menus[0]).menu[0].children[0].content_id // 101
 */
export const menuSchema = z.object({
  domain_name: z.string(),
  menu: z.array(
    z.object({ id: z.number(), name: z.string(), category: z.string(), url: z.string(), children: z.array(menuChildSchema) }),
  ),
  game_menu: z.array(z.object({ id: z.number(), name: z.string(), category: z.string(), icon: z.string() })),
})

export type Menu = z.output<typeof menuSchema>
