// Runs when the test binary that links SegueTesting is loaded, before any test: SegueTesting's
// isolation hook must be in place before a test first adds to the engine's world, whichever test
// runs first and whether or not it calls the kit (Docs/Testing.md, "Isolation"). Swift has no
// load-time initializers, so this one C constructor calls into SegueTesting.
#include "CSegueTestingLoad.h"

__attribute__((constructor)) static void segue_testing_load(void) { segue_testing_did_load(); }
