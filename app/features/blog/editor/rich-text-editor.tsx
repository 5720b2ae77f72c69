import Image from "@tiptap/extension-image";
import Link from "@tiptap/extension-link";
import { EditorContent, useEditor, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useId, useRef, useState, type ReactNode } from "react";
import { isLinkAddress, isPictureAddress } from "./addresses";
import { EDITOR_TEXT } from "./editor-text";
import { PICTURE_ACCEPT, PICTURE_TYPES_LABEL } from "#contract/pictures";
import { UploadProgress } from "~/features/uploads/upload-progress";

/** The resumable upload client (app/features/uploads/resumable-upload.script.js), loaded by the page's picture field. */
interface ShownUpload {
  finish(text: string): void;
  failed(text: string): void;
}
declare global {
  interface Window {
    resumableUpload?: (
      file: File,
      kind: "picture",
      token: string,
      box: HTMLElement,
      whole: (id: string, shown: ShownUpload) => void,
      refused: (text: string) => void,
    ) => unknown;
  }
}

/**
 * The post editor's rich text (docs/decisions/017-post-editor.md): Tiptap 3 with what the
 * public page's allowlist keeps (server/lib/sanitize.ts): headings 2 to 4, bold, italic, links,
 * bullet and numbered lists, quotes, pictures. Imported lazily by PostContentField only, so it is
 * a chunk of the editor page and never of a public page.
 */

export interface RichTextEditorProps {
  initialHtml: string;
  labelledBy: string;
  describedBy: string;
  csrfToken: string;
  onChange(html: string): void;
}

/** What POST /admin/pictures answers (the picture pipeline). */
interface UploadedPicture {
  name: string;
  src: string;
  width: number;
  height: number;
}

const BUTTON =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded border border-slate-300 bg-white px-2 text-sm font-semibold text-brand-900 hover:bg-slate-100 aria-pressed:bg-brand-100 aria-pressed:border-brand-600 dark:border-slate-600 dark:bg-brand-900 dark:text-slate-100 dark:aria-pressed:bg-brand-700";

function ToolButton({
  label,
  active,
  onPress,
  children,
}: {
  label: string;
  active?: boolean;
  onPress(): void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={BUTTON}
      title={label}
      aria-pressed={active === undefined ? undefined : active}
      // A press by mouse or touch leaves the focus (and the selection) in the text, so what is
      // typed next goes there at once; from the keyboard, the command gives the text its focus back.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onPress}
    >
      {/* The short sign for the eye, the whole name for a screen reader (no aria-label: axe's label-content rule). */}
      <span aria-hidden="true">{children}</span>
      <span className="sr-only">{label}</span>
    </button>
  );
}

function LinkTool({ editor }: { editor: Editor }) {
  return (
    <ToolButton
      label="Link"
      active={editor.isActive("link")}
      onPress={() => {
        const previous = (editor.getAttributes("link").href as string | undefined) ?? "";
        const typed = window.prompt(
          "Link address (https://…, mailto:…, or /a-page-here). Empty removes the link.",
          previous,
        );
        if (typed === null) return;
        const href = typed.trim();
        if (href === "") {
          editor.chain().focus().extendMarkRange("link").unsetLink().run();
          return;
        }
        if (!isLinkAddress(href)) {
          window.alert("That is not a link address: start it with https://, mailto:, tel: or /.");
          return;
        }
        editor.chain().focus().extendMarkRange("link").setLink({ href }).run();
      }}
    >
      Link
    </ToolButton>
  );
}

/** The picture panel: a file uploaded to /admin/pictures, or a picture's address; a description either way. */
function PicturePanel({ editor, csrfToken, onClose }: { editor: Editor; csrfToken: string; onClose(): void }) {
  const id = useId();
  const [alt, setAlt] = useState("");
  const [address, setAddress] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const progress = useRef<HTMLDivElement>(null);

  function insert(src: string) {
    editor.chain().focus().setImage({ src, alt: alt.trim() }).run();
    onClose();
  }

  /**
   * The picture goes to the library in resumable pieces (/admin/uploads, as the cover's field
   * sends it), then is handed in by its upload's id with its description; the library answers
   * its address.
   */
  function upload(file: File) {
    setProblem(null);
    // The description first: the library keeps no picture without one.
    if (!alt.trim()) {
      setProblem("First describe the picture for people who cannot see it, then choose the file again.");
      return;
    }
    const box = progress.current?.querySelector<HTMLElement>("[data-upload-progress]");
    if (!window.resumableUpload || !box) {
      setProblem("The upload script did not load. Reload the page and try again.");
      return;
    }
    setBusy(true);
    window.resumableUpload(
      file,
      "picture",
      csrfToken,
      box,
      (id, shown) => void handIn(id, shown),
      () => setBusy(false),
    );
  }

  async function handIn(id: string, shown: ShownUpload) {
    try {
      const body = new FormData();
      body.append("csrf", csrfToken);
      body.append("alt", alt.trim());
      body.append("upload", id);
      const response = await fetch("/admin/pictures", {
        method: "POST",
        body,
        headers: { Accept: "application/json", "X-Staff-Token": csrfToken },
        credentials: "same-origin",
      });
      const answer = (await response.json().catch(() => null)) as
        (Partial<UploadedPicture> & { detail?: string }) | null;
      if (response.status === 201 && answer?.src && isPictureAddress(answer.src)) {
        shown.finish("Uploaded.");
        insert(answer.src);
      } else
        shown.failed(
          answer?.detail ?? `The picture could not be uploaded (error ${response.status}). Please try again.`,
        );
    } catch {
      shown.failed("The picture arrived, but the answer did not. Check the connection and choose it again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <div
      role="group"
      aria-label="Insert a picture"
      className="space-y-3 border-b border-slate-300 p-3 dark:border-slate-600"
    >
      <div>
        <label htmlFor={`${id}-alt`} className="block text-sm font-semibold">
          Picture description (for people who cannot see it)
        </label>
        <input
          id={`${id}-alt`}
          value={alt}
          onChange={(event) => setAlt(event.target.value)}
          maxLength={200}
          className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 text-base dark:bg-brand-950"
        />
      </div>
      <div>
        <label htmlFor={`${id}-file`} className="block text-sm font-semibold">
          Upload a picture ({PICTURE_TYPES_LABEL})
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept={PICTURE_ACCEPT}
          disabled={busy}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) upload(file);
            event.target.value = "";
          }}
          className="mt-1 block w-full text-base"
        />
        <div ref={progress} className="mt-2">
          <UploadProgress handIn={false} script={false} />
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-address`} className="block text-sm font-semibold">
          Or the picture's address
        </label>
        <div className="mt-1 flex gap-2">
          <input
            id={`${id}-address`}
            value={address}
            onChange={(event) => setAddress(event.target.value)}
            placeholder="/img/gen/…"
            className="block w-full rounded-md border border-slate-400 px-3 py-2 text-base dark:bg-brand-950"
          />
          <button
            type="button"
            className={BUTTON}
            onClick={() => {
              const src = address.trim();
              if (!isPictureAddress(src))
                setProblem("Give a picture's address on this site (starting with /) or an https:// address.");
              else insert(src);
            }}
          >
            Insert picture
          </button>
        </div>
      </div>
      {problem ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {problem}
        </p>
      ) : null}
      <button type="button" className={BUTTON} onClick={onClose}>
        Cancel
      </button>
    </div>
  );
}

export function RichTextEditor({ initialHtml, labelledBy, describedBy, csrfToken, onChange }: RichTextEditorProps) {
  const [picturing, setPicturing] = useState(false);
  const editor = useEditor({
    extensions: [
      // Only what the public allowlist keeps: no strike-through, no level-1 heading (the title is the page's h1).
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        strike: false,
        link: false,
      }),
      Link.configure({ openOnClick: false, autolink: true, defaultProtocol: "https" }),
      Image.configure({ inline: false, allowBase64: false }),
    ],
    content: initialHtml,
    // No <style> element added at run time: the look comes from the classes below.
    injectCSS: false,
    immediatelyRender: false,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelledBy,
        "aria-describedby": describedBy,
        class: `${EDITOR_TEXT} min-h-64 whitespace-pre-wrap break-words px-3 py-2 focus:outline-none`,
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? "" : current.getHTML()),
  });
  if (!editor) return null;
  const chain = () => editor.chain().focus();
  return (
    <div className="mt-1 rounded-md border border-slate-400 bg-white text-ink dark:border-slate-500 dark:bg-brand-900 dark:text-slate-100">
      <div
        role="toolbar"
        aria-label="Formatting"
        className="flex flex-wrap gap-1 border-b border-slate-300 p-2 dark:border-slate-600"
      >
        <ToolButton
          label="Paragraph"
          active={editor.isActive("paragraph")}
          onPress={() => chain().setParagraph().run()}
        >
          ¶
        </ToolButton>
        {([2, 3] as const).map((level) => (
          <ToolButton
            key={level}
            label={`Heading ${level}`}
            active={editor.isActive("heading", { level })}
            onPress={() => chain().toggleHeading({ level }).run()}
          >
            H{level}
          </ToolButton>
        ))}
        <ToolButton label="Bold" active={editor.isActive("bold")} onPress={() => chain().toggleBold().run()}>
          <strong>B</strong>
        </ToolButton>
        <ToolButton label="Italic" active={editor.isActive("italic")} onPress={() => chain().toggleItalic().run()}>
          <em>I</em>
        </ToolButton>
        <LinkTool editor={editor} />
        <ToolButton
          label="Bullet list"
          active={editor.isActive("bulletList")}
          onPress={() => chain().toggleBulletList().run()}
        >
          • List
        </ToolButton>
        <ToolButton
          label="Numbered list"
          active={editor.isActive("orderedList")}
          onPress={() => chain().toggleOrderedList().run()}
        >
          1. List
        </ToolButton>
        <ToolButton
          label="Quote"
          active={editor.isActive("blockquote")}
          onPress={() => chain().toggleBlockquote().run()}
        >
          “ ”
        </ToolButton>
        <ToolButton label="Picture" active={picturing} onPress={() => setPicturing((open) => !open)}>
          Picture
        </ToolButton>
        <ToolButton label="Undo" onPress={() => chain().undo().run()}>
          ↶
        </ToolButton>
        <ToolButton label="Redo" onPress={() => chain().redo().run()}>
          ↷
        </ToolButton>
      </div>
      {picturing ? <PicturePanel editor={editor} csrfToken={csrfToken} onClose={() => setPicturing(false)} /> : null}
      <EditorContent editor={editor} />
    </div>
  );
}
