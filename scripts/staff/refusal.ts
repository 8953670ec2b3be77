// The one error `npm run staff` (scripts/staff.ts) reports as such: a German message for stderr and
// the exit code, 1 for a refusal and 2 for wrong usage. Anything else is an unexpected failure.

export class Refusal extends Error {
  readonly exitCode: 1 | 2;
  constructor(message: string, exitCode: 1 | 2 = 1) {
    super(message);
    this.name = 'Refusal';
    this.exitCode = exitCode;
  }
}

export const usageError = (message: string) => new Refusal(`${message}\nHilfe: npm run staff -- --help`, 2);
