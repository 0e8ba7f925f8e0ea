#!/usr/bin/env node
// The command starts here. This file has to run on any Node, even one too old for the program, to say
// so in one line: it checks the version and only then loads the program (source/cli/main.ts).
// No static imports and no newer syntax here: esbuild.config.mjs checks that dist/cli.js keeps this shape.
const MINIMUM = 18;
const version = process.versions.node;
if (Number(version.split('.')[0]) < MINIMUM) {
  process.stderr.write(`patience needs Node.js ${MINIMUM} or newer; this is Node ${version}\n`);
  process.exitCode = 1;
} else {
  void import('./source/cli/main.js');
}
