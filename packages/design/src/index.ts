// The shared look's React parts; the styles are in theme.css and fonts.css.
export { LogoLockup, LogoMark, logoLinkClass } from './Logo';
export { Field, type ControlProps } from './Field';
export { Panel } from './Panel';
export { NewTabLink } from './NewTabLink';
export { Detail } from './Detail';
export { EmailAddress } from './EmailAddress';
export { Document, SkipLink } from './Document';
export { ErrorView, errorCopy, type ErrorCopy, type ErrorReason } from './ErrorView';
export { CheckboxGroup } from './CheckboxGroup';
