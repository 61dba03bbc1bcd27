import { useEffect, type RefObject } from 'react';

interface Result {
  ok: boolean;
  fieldErrors?: Record<string, string>;
}

/**
 * After a refused submission, focus goes to the first field marked invalid in the form, so
 * the message read out is the one to act on. (Other outcomes focus their Alert.)
 */
export function useFocusFirstInvalid(
  form: RefObject<HTMLFormElement | null>,
  result: Result | null | undefined,
) {
  useEffect(() => {
    if (!result || result.ok || !Object.keys(result.fieldErrors ?? {}).length) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, result]);
}

/** Whether the result has field errors (then the Alert should not take the focus). */
export function hasFieldErrors(result: Result | null | undefined): boolean {
  return !!result && !result.ok && Object.keys(result.fieldErrors ?? {}).length > 0;
}

/** Focuses the element once when it appears (a step that replaced the form the user was in). */
export function useFocusOnAppear<T extends HTMLElement>(ref: RefObject<T | null>, when: unknown) {
  useEffect(() => {
    if (when) ref.current?.focus();
  }, [ref, when]);
}
