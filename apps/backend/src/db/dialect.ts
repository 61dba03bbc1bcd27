// The two databases the backend runs on. A module of its own, so that the migrations need not
// import the connection code that runs them.
export type Dialect = 'sqlite' | 'postgres';
