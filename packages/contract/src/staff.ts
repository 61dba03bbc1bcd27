// What a company keeps of its staff beyond name and address (issue 32, decision 052): salutation,
// department, job title, employee number, location, extension, mobile number and the person's
// consent to show the mobile number in the staff directory; and what the directory
// (`GET /api/directory`) answers. Plain data for both apps; the zod rules are in `./staff` of the
// package (staff-schemas.ts), because the package's root is read by browser code.

/** The salutations an account can have; none is `null`. */
export const ACCOUNT_SALUTATIONS = ['Frau', 'Herr', 'divers'] as const;
export type AccountSalutation = (typeof ACCOUNT_SALUTATIONS)[number];

/** The fields' German labels: forms, audit log, CSV export. */
export const STAFF_FIELD_LABELS = {
  salutation: 'Anrede',
  department: 'Abteilung',
  job_title: 'Funktion',
  employee_number: 'Personalnummer',
  location: 'Standort',
  phone_extension: 'Durchwahl',
  mobile: 'Mobilnummer',
  directory_mobile: 'Mobilnummer im Mitarbeiterverzeichnis zeigen',
} as const;

/** Longest input per field, in characters (the form's `maxLength` and the API's limit). */
export const STAFF_LIMITS = {
  department: 100,
  job_title: 100,
  employee_number: 20,
  location: 100,
  phone_extension: 6,
  mobile: 40,
} as const;

/** The fields of an account as `/api/user` and the administration show them. */
export interface StaffFields {
  salutation: AccountSalutation | null;
  department: string | null;
  job_title: string | null;
  /** Only the administration sets it; the directory never shows it. */
  employee_number: string | null;
  location: string | null;
  phone_extension: string | null;
  mobile: string | null;
  /** The person agrees that colleagues see the mobile number in the directory. */
  directory_mobile: boolean;
}

/** What admins set (`PATCH /api/admin/users/{id}`); left out stays, blank clears. */
export const STAFF_ADMIN_FIELDS = [
  'salutation',
  'department',
  'job_title',
  'employee_number',
  'location',
  'phone_extension',
] as const;

/** What each person sets in the own profile (`PATCH /api/user/profile`). */
export const STAFF_OWN_FIELDS = [
  'salutation',
  'phone',
  'location',
  'phone_extension',
  'mobile',
  'directory_mobile',
] as const;

/** A wiki article in a person's directory card. */
export interface DirectoryArticle {
  slug: string;
  title: string;
}

/** One person in the staff directory. */
export interface DirectoryPerson {
  id: number;
  name: string;
  firstname: string;
  lastname: string;
  salutation: AccountSalutation | null;
  department: string | null;
  job_title: string | null;
  location: string | null;
  email: string;
  phone: string | null;
  phone_extension: string | null;
  /** null unless the person agreed to show it. */
  mobile: string | null;
  /** Published wiki articles the person owns or last edited, newest first (at most five). */
  articles: DirectoryArticle[];
}

/** `GET /api/directory?q=&abteilung=`: the people found, sorted by name, and every department. */
export interface DirectoryAnswer {
  data: DirectoryPerson[];
  meta: { departments: string[]; total: number };
}
