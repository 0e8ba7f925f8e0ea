#!/usr/bin/env node
// The program starts here; everything it does lives in source/cli/main.ts.
await import('./source/cli/main.js');
