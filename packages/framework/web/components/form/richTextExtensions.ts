import type { Extensions } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import TextAlign from '@tiptap/extension-text-align';
import StarterKit from '@tiptap/starter-kit';
import { mediaUrl } from '../../api/media';

/**
 * A picture keeps the link the upload answered (`/uploads/…`) in the HTML, which is what the server keeps; the
 * editor shows it from the product host, as every other picture of the console is shown (`mediaUrl`).
 */
const UploadedImage = Image.extend({
  addNodeView() {
    return ({ node }) => {
      const img = document.createElement('img');
      img.src = mediaUrl(node.attrs.src) ?? '';
      img.alt = typeof node.attrs.alt === 'string' ? node.attrs.alt : '';
      return { dom: img };
    };
  },
}).configure({ inline: false, allowBase64: false });

/**
 * What the editor writes is what `sanitizeHtml` on the server keeps (packages/framework/server/platform/html.ts): no code, no
 * rule, no pictures as data; links open outside with rel noopener.
 */
export const RICH_TEXT_EXTENSIONS: Extensions = [
  StarterKit.configure({
    code: false,
    codeBlock: false,
    horizontalRule: false,
    heading: { levels: [1, 2, 3, 4] },
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      protocols: ['mailto'],
      HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' },
    },
  }),
  UploadedImage,
  TextAlign.configure({ types: ['heading', 'paragraph'], alignments: ['left', 'center', 'right'] }),
];

/** A link a person may give: the web or a mail, in full. */
export const LINK_PATTERN = /^(https?:\/\/\S+|mailto:\S+)$/i;
