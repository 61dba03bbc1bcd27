/** Where Pflichtlektüre lives in the intranet (decision 053). */
export const READINGS_BASE = '/intern/pflichtlektuere';
