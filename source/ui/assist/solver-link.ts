import type {GameDefinition} from '../../core/types.js';
import {answer, type AssistReply, type AssistRequest} from '../../solver/assist.js';

/** Who answers the solver's questions: the worker thread (SolverClient) in the program, or an in-process one in tests. */
export type AssistSolver = {
  request(request: AssistRequest, progress?: (tried: number) => void): Promise<AssistReply | undefined>;
  callOff(): void;
  /** Why it stopped working, once it has. */
  readonly failed?: string;
};

/** A solver in this thread, for tests of the screen: the same answers as the worker, given on the next turn of the event loop. */
export function inProcessSolver(definitionOf: (game: string) => GameDefinition): AssistSolver {
  let newest = 0;
  return {
    request(request, progress) {
      const id = ++newest;
      return new Promise((resolve) =>
        setImmediate(() => {
          if (id !== newest) return resolve(undefined);
          resolve(answer(request, definitionOf, {now: () => performance.now(), cancelled: () => id !== newest}, progress));
        }),
      );
    },
    callOff() {
      newest++;
    },
  };
}
