// What each account may open of the intranet: the role rules read the website's settings.
export { canOpen, canSearch, intranetSections, type IntranetSection } from './sections';
