// What the header's account area and the signed-in menu share.

// Both states render a control of the same size, so the header does not jump
// when the browser learns that the visitor is signed in.
export const ACCOUNT_SLOT = 'min-w-40';

export function UserIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0">
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path
        d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
