// The panel's sections and the right each needs live in the contract (the intranet's dashboard
// names them too); the panel shows what the account may open.
import { ADMIN_SECTIONS, openAdminSections, type AdminSection } from '@frischkontor/contract';

export type Section = AdminSection;

export const SECTIONS: readonly Section[] = ADMIN_SECTIONS;

export const visibleSections = openAdminSections;
