/** See require-node.mjs. */
export function nodeVersionProblem(engines: string, version: string): string | null;
