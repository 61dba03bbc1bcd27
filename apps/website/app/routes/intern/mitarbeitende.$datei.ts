import { colleagueVcardLoader } from '~/features/colleagues/index.server';

/** `/intern/mitarbeitende/{id}.vcf`: a colleague's vCard, for staff only (see the access table). */
export const loader = colleagueVcardLoader;
