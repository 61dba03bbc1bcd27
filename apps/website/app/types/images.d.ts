// Imports through the image pipeline (see vite.config.ts): `import hero from '~/assets/images/x.svg?responsive'`.
declare module '*?responsive' {
  import type { PictureData } from '~/components/ui/Picture';
  const value: PictureData;
  export default value;
}
