// Invoker commands (`<button commandfor command="show-modal">`) open a <dialog> without script.
import 'react';

declare module 'react' {
  // The type parameter must be named as in @types/react for the declarations to merge.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    command?: 'show-modal' | 'close' | 'request-close';
    commandfor?: string;
  }
}
