import { RichText } from '~/components/sections/RichText';
import { Container } from '~/components/ui/Container';
import { Picture, type PictureData } from '~/components/ui/Picture';

/** A post's picture and text as the website shows them (also the editor's preview). */
export function PostBody({
  picture,
  alt,
  html,
}: {
  picture: PictureData | null;
  alt: string;
  html: string;
}) {
  return (
    <Container className="max-w-4xl py-10 sm:py-14">
      {picture && (
        <Picture
          image={picture}
          alt={alt}
          priority
          sizes="(min-width: 896px) 832px, 100vw"
          className="mb-10 overflow-hidden rounded-3xl"
        />
      )}
      <div className="prose-content mx-auto">
        <RichText value={{ html }} />
      </div>
    </Container>
  );
}
