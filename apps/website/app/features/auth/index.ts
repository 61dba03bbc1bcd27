export { AccountArea } from './AccountArea';
export { bootstrapAuth } from './bootstrap';
export { useAuth, INTRANET_LAYOUT_ID, type IntranetLayoutData } from './use-auth';
