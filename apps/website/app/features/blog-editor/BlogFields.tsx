// The blog's fields above the text: title, address (new posts only), teaser, category, date,
// byline and the banner picture with its required description.
import { useId, useState } from 'react';
import { ImageForm, TextField, type FieldsProps } from '~/features/content-editor';
import { BLOG_IMAGE_BASE } from './words';

function Banner(props: FieldsProps) {
  const { fields, change } = props;
  const [open, setOpen] = useState(false);
  const has = !!fields.banner_media_id;
  return (
    <fieldset className="rounded-xl border border-line bg-white p-4">
      <legend className="px-1 font-semibold">Titelbild</legend>
      {has ? (
        <div className="flex flex-wrap items-start gap-4">
          <img
            src={`${BLOG_IMAGE_BASE}${fields.banner_name}`}
            alt=""
            className="h-24 w-40 shrink-0 rounded-lg border border-line object-cover"
          />
          <TextField
            {...props}
            name="banner_alt"
            label="Bildbeschreibung (Alternativtext)"
            required
            hint="Was zeigt das Bild? Wer es nicht sehen kann, bekommt diesen Text vorgelesen."
            className="min-w-0 flex-[1_1_16rem]"
          />
        </div>
      ) : (
        <p className="text-sm text-ink-soft">
          Noch kein Titelbild. Es steht über dem Beitrag und in der Liste des Blogs.
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => setOpen(true)}>
          {has ? 'Anderes Titelbild hochladen' : 'Titelbild hochladen'}
        </button>
        {has && (
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={() => change({ banner_media_id: '', banner_name: '', banner_alt: '' })}
          >
            Titelbild entfernen
          </button>
        )}
      </div>
      {open && (
        <ImageForm
          fetcherKey="blog-titelbild"
          title="Titelbild hochladen"
          submit="Hochladen"
          onDone={(src, alt, id) => {
            setOpen(false);
            if (id)
              change({
                banner_media_id: String(id),
                banner_name: src.replace(/^images\//, ''),
                banner_alt: alt,
              });
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </fieldset>
  );
}

export function BlogFields(props: FieldsProps) {
  const categories = `${useId()}-kategorien`;
  return (
    <>
      <TextField {...props} name="title" label="Titel" required />
      {props.created && (
        <TextField
          {...props}
          name="slug"
          label="Adresse"
          hint="Der Teil nach /blog/: Kleinbuchstaben, Ziffern und Bindestriche. Leer lassen, dann entsteht sie aus dem Titel. Später nicht mehr zu ändern."
        />
      )}
      <TextField
        {...props}
        name="description"
        label="Anriss"
        hint="Ein, zwei Sätze: erscheinen in der Liste des Blogs und unter dem Titel."
      />
      <div className="grid-fit gap-4 [--fit-min:14rem]">
        <TextField {...props} name="category" label="Kategorie" required list={categories} />
        <TextField {...props} name="date" label="Datum" type="date" required />
        <TextField {...props} name="byline" label="Autorin oder Autor" />
      </div>
      <datalist id={categories}>
        {(props.choices.category ?? []).map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
      <Banner {...props} />
    </>
  );
}
