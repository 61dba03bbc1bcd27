// `hyphen` is CommonJS without an exports map: Node's ESM loader takes the German pack only by
// its file, whose default export is the pack @types/hyphen describes as `hyphen/de`.
declare module 'hyphen/de/index.js' {
  import type * as de from 'hyphen/de';

  const pack: typeof de;
  export default pack;
}
