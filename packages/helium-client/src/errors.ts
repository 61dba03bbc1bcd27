/** The API's error body: `{ message }`, plus `errors` for 422 (Laravel's shape). */
export interface ApiErrorBody {
  message?: string;
  errors?: Record<string, string[]>;
  reason?: string;
  retry_after?: number;
}

/** The API answered with a status outside 2xx. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | null,
  ) {
    super(body?.message || `Die Anfrage wurde mit Status ${status} abgelehnt.`);
  }

  /** The first message per field, as the API worded it. */
  get fieldErrors(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const [field, messages] of Object.entries(this.body?.errors ?? {}))
      if (messages[0]) out[field] = messages[0];
    return out;
  }
}

/** The API did not answer, or not in time. */
export class BackendUnavailableError extends Error {
  constructor(cause: unknown) {
    super('Der Anmeldedienst antwortet nicht.', { cause });
  }
}
