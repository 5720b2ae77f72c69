import type { PictureUse } from "#contract/images";
import { MUSIC_GALLERY_SHAPE } from "#contract/picture-shapes";
import { ResponsiveImage } from "~/ui/responsive-image";
import type { MusicContent, SectionProps } from "~/features/music/content";
import { SectionShell } from "./section-shell";

/** The gallery's pictures: the tab is loaded in the browser when first opened (docs/decisions/021). */
export function galleryPictures(content: MusicContent): PictureUse[] {
  return content.gallery.map((item) => ({ name: item.picture, aspect: MUSIC_GALLERY_SHAPE }));
}

/** The gallery tab: the page's pictures, each with its caption when it has one. */
export default function GallerySection({ content }: SectionProps) {
  return (
    <SectionShell
      id="music-gallery-heading"
      eyebrow="Gallery"
      heading="Worship in pictures"
      intro={content.galleryIntro || undefined}
    >
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {content.gallery.map((item, index) => (
          <li key={`${item.picture}-${index}`}>
            <figure className="overflow-hidden rounded-3xl bg-white shadow-md ring-1 ring-slate-200 dark:bg-brand-900 dark:ring-brand-700">
              <ResponsiveImage
                name={item.picture}
                aspect={MUSIC_GALLERY_SHAPE}
                alt={item.alt}
                sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                className="h-auto w-full object-cover"
              />
              {item.caption ? (
                <figcaption className="px-5 py-4 text-sm font-medium text-slate-700 dark:text-slate-200">
                  {item.caption}
                </figcaption>
              ) : null}
            </figure>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
