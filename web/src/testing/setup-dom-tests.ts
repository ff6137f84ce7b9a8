import { configure } from '@testing-library/react'

// `findBy…` and `waitFor` wait for what a player would see; their 1 s default is missed by a page
// test on a loaded 2-core machine (the suite runs beside browsers and servers), so they wait as
// long as the test may run.
configure({ asyncUtilTimeout: 15_000 })
