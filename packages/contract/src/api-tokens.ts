// Personal API tokens (issue 33, item 2; decision 058): what `/api/user/tokens` answers.

/** A token as its owner sees it; its secret only once, when it is made (NewApiToken). */
export interface ApiTokenView {
  id: number;
  name: string;
  /** The rights it carries, of the owner's own `app.*` rights. */
  scopes: string[];
  expires_at: string | null;
  last_used_at: string | null;
  created_at: string;
}

/** A right a token may carry, with its German label. */
export interface ApiTokenScope {
  name: string;
  label: string;
}

/** `GET /api/user/tokens`: the own tokens, newest first, and the rights a new one may carry. */
export interface ApiTokenList {
  data: ApiTokenView[];
  scopes: ApiTokenScope[];
}

/** `POST /api/user/tokens` answers 201 with the token, its secret shown this once. */
export interface NewApiToken extends ApiTokenView {
  /** `{id}|{secret}`, for `Authorization: Bearer`. Never shown again. */
  token: string;
}

/** How long a new token is valid, in days. */
export const API_TOKEN_DAYS = [7, 30, 90, 365] as const;
export type ApiTokenDays = (typeof API_TOKEN_DAYS)[number];

/** At most this many tokens per person. */
export const API_TOKEN_MAX = 20;
