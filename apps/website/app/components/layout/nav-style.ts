export const topItemClass =
  'inline-flex items-center gap-1 rounded-md px-2 py-2 text-[0.95rem] font-semibold text-ink hover:bg-paper-dark hover:text-brand-800';
