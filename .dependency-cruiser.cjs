// `pnpm lint`'s import cycles, type imports included: eslint's import-x/no-cycle skips
// `import type`, and a cycle closed only by types still ties two modules' meanings together
// (a change to one is a change to the other) and turns into a load-order bug the day one of them
// imports a value.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A module must not depend on itself through others, not even through a type.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // The lint tests' fixtures break the rules on purpose.
    exclude: { path: ['node_modules', 'tests/lint/fixtures/', '/dist/', '/dist-server/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
  },
}
