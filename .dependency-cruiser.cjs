// `pnpm lint`'s one check of import cycles, over every first-party module of the workspace
// (decision 068). A cycle makes load order decide what is undefined at start, and hid the router
// singleton behind nine files once. Type imports count: a cycle closed only by types still ties
// two modules' meanings together (a change to one is a change to the other) and turns into a
// load-order bug the day one of them imports a value.
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
    // What git ignores is built or reported, not written here (reports/ holds copies of the site).
    exclude: {
      path: [
        'node_modules',
        'tests/lint/fixtures/',
        '(^|/)dist/',
        '(^|/)dist-server/',
        '^reports/',
        '^coverage/',
        'test-results/',
        'playwright-report/',
      ],
    },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
  },
}
