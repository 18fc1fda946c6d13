"use client";

import { useState } from "react";
import Link from "@tiptap/extension-link";
import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { BLOG_MSG } from "@/lib/admin/blog-messages";
import ui from "@/components/admin/ui/admin-ui.module.css";
import styles from "./blog.module.css";

// The post's body in a small Tiptap editor. Loaded lazily (next/dynamic, ssr: false) by the blog
// form only, so neither the other admin pages nor any storefront page carry it. It can make only
// the HTML the storefront renders (src/server/blog/sanitize-blog-html.ts): paragraphs, h2/h3,
// bold, italic, links and lists; code, strikes and rules are switched off. The server sanitizes
// whatever arrives anyway.

export interface RichTextEditorProps {
  /** The HTML the editor starts with (read once). */
  initialHtml: string;
  /** Makes the link field's ids unique to this form. */
  idPrefix: string;
  onChange: (html: string) => void;
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
}

export default function RichTextEditor({ initialHtml, idPrefix, onChange, labelledBy, describedBy, invalid }: RichTextEditorProps) {
  const editor = useEditor({
    // The client renders it (ssr: false); rendering at once avoids a blank first frame.
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        strike: false,
        horizontalRule: false,
        link: false,
      }),
      Link.configure({ openOnClick: false, autolink: true, defaultProtocol: "https", HTMLAttributes: { target: null } }),
    ],
    content: initialHtml,
    editorProps: {
      attributes: {
        class: styles.editorArea ?? "",
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelledBy,
        ...(describedBy && { "aria-describedby": describedBy }),
        ...(invalid && { "aria-invalid": "true" }),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? "" : current.getHTML()),
  });

  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      h2: current?.isActive("heading", { level: 2 }) ?? false,
      h3: current?.isActive("heading", { level: 3 }) ?? false,
      bold: current?.isActive("bold") ?? false,
      italic: current?.isActive("italic") ?? false,
      link: current?.isActive("link") ?? false,
      bulletList: current?.isActive("bulletList") ?? false,
      orderedList: current?.isActive("orderedList") ?? false,
      href: (current?.getAttributes("link").href as string | undefined) ?? "",
    }),
  });

  const [linkOpen, setLinkOpen] = useState(false);
  const [href, setHref] = useState("");

  if (!editor || !active) return <p className={ui.loading}>{BLOG_MSG.editorLoading}</p>;

  const chain = () => editor.chain().focus();
  const buttons = [
    { label: BLOG_MSG.heading2, text: "H2", pressed: active.h2, run: () => chain().toggleHeading({ level: 2 }).run() },
    { label: BLOG_MSG.heading3, text: "H3", pressed: active.h3, run: () => chain().toggleHeading({ level: 3 }).run() },
    { label: BLOG_MSG.bold, text: "B", pressed: active.bold, run: () => chain().toggleBold().run() },
    { label: BLOG_MSG.italic, text: "I", pressed: active.italic, run: () => chain().toggleItalic().run() },
    {
      label: BLOG_MSG.link,
      text: "Link",
      pressed: active.link,
      run: () => {
        setHref(active.href);
        setLinkOpen((open) => !open);
      },
    },
    { label: BLOG_MSG.bulletList, text: "• List", pressed: active.bulletList, run: () => chain().toggleBulletList().run() },
    { label: BLOG_MSG.numberedList, text: "1. List", pressed: active.orderedList, run: () => chain().toggleOrderedList().run() },
  ];

  function applyLink() {
    const url = href.trim();
    if (url) chain().extendMarkRange("link").setLink({ href: url }).run();
    else chain().extendMarkRange("link").unsetLink().run();
    setLinkOpen(false);
  }

  return (
    <div className={styles.editor}>
      <div className={styles.toolbar} role="toolbar" aria-label={BLOG_MSG.toolbarLabel}>
        {buttons.map((button) => (
          <button
            key={button.label}
            type="button"
            className={button.pressed ? styles.toolOn : styles.tool}
            aria-label={button.label}
            aria-pressed={button.pressed}
            // Keep the selection in the editor while the button is pressed.
            onMouseDown={(event) => event.preventDefault()}
            onClick={button.run}
          >
            {button.text}
          </button>
        ))}
      </div>
      {linkOpen ? (
        <div className={styles.linkBar}>
          <div className={ui.field}>
            <label className={ui.label} htmlFor={`${idPrefix}-link-href`}>
              {BLOG_MSG.linkAddress}
            </label>
            <input
              id={`${idPrefix}-link-href`}
              className={ui.input}
              type="url"
              inputMode="url"
              value={href}
              placeholder="https://"
              aria-describedby={`${idPrefix}-link-hint`}
              onChange={(event) => setHref(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === "Enter") {
                  event.preventDefault();
                  applyLink();
                }
              }}
            />
            <p id={`${idPrefix}-link-hint`} className={ui.hint}>
              {BLOG_MSG.linkHint}
            </p>
          </div>
          <div className={styles.linkActions}>
            <button type="button" className={ui.primary} onClick={applyLink}>
              {BLOG_MSG.applyLink}
            </button>
            {active.link ? (
              <button
                type="button"
                className={ui.button}
                onClick={() => {
                  chain().extendMarkRange("link").unsetLink().run();
                  setLinkOpen(false);
                }}
              >
                {BLOG_MSG.removeLink}
              </button>
            ) : null}
            <button type="button" className={ui.ghost} onClick={() => setLinkOpen(false)}>
              {BLOG_MSG.closeLink}
            </button>
          </div>
        </div>
      ) : null}
      <EditorContent editor={editor} />
    </div>
  );
}
