// The id of the running build (the client manifest's version hash), set once at start-up.
let current = 'dev';

export function setBuildId(id: string): void {
  current = id;
}

export function buildId(): string {
  return current;
}
