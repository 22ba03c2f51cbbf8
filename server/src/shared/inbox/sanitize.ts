import escapeHtml from 'escape-html';
import sanitizeHtml from 'sanitize-html';
import { plainTextOf } from './html-text';

/**
 * What a message body may keep when stored: the markup of ordinary mail (text, links, images, tables,
 * inline styles limited to presentation) and nothing that runs or submits — no script, no event handlers,
 * no javascript:/data: links, no forms, frames, objects or embeds. The reader renders the result in a
 * sandboxed iframe as a second line of defence.
 */
const SAFE_COLOR = /^[#a-z0-9(),.%\s-]+$/i;
const SAFE_LENGTH = /^[-+]?[0-9.]+(px|em|rem|%|pt)?(\s+[-+]?[0-9.]+(px|em|rem|%|pt)?){0,3}$|^auto$|^0$/i;
const SAFE_KEYWORD = /^[a-z-]+(\s+[a-z-]+)*$/i;
const SAFE_FONT = /^[a-z0-9"',\s-]+$/i;

const ABSOLUTE_LINK = /^(https?:\/\/|mailto:|tel:|#)/i;
const ABSOLUTE_IMAGE = /^(https?:\/\/|cid:)/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    'img',
    'font',
    'center',
    'span',
    'del',
    'ins',
    'u',
    's',
  ],
  disallowedTagsMode: 'discard',
  allowedAttributes: {
    a: ['href', 'title', 'name', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    font: ['color', 'face', 'size'],
    td: ['colspan', 'rowspan', 'align', 'valign', 'width', 'bgcolor'],
    th: ['colspan', 'rowspan', 'align', 'valign', 'width', 'bgcolor'],
    table: ['width', 'border', 'cellpadding', 'cellspacing', 'align', 'bgcolor'],
    '*': ['style', 'align', 'dir'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel', 'cid'],
  allowedSchemesByTag: { img: ['http', 'https', 'cid'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  allowedStyles: {
    '*': {
      color: [SAFE_COLOR],
      'background-color': [SAFE_COLOR],
      'font-size': [SAFE_LENGTH, SAFE_KEYWORD],
      'font-weight': [SAFE_KEYWORD, /^\d{3}$/],
      'font-style': [SAFE_KEYWORD],
      'font-family': [SAFE_FONT],
      'text-align': [SAFE_KEYWORD],
      'text-decoration': [SAFE_KEYWORD],
      'line-height': [SAFE_LENGTH, /^[0-9.]+$/],
      margin: [SAFE_LENGTH],
      padding: [SAFE_LENGTH],
      width: [SAFE_LENGTH],
      height: [SAFE_LENGTH],
      border: [/^[0-9.]+px\s+(solid|dashed|dotted)\s+[#a-z0-9(),.%\s-]+$/i, /^none$/i, /^0$/],
      'vertical-align': [SAFE_KEYWORD],
      display: [SAFE_KEYWORD],
    },
  },
  // Only elements whose text would be noise in a mail body; everything else keeps its text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'head', 'xmp', 'noembed'],
  transformTags: {
    // Links leave the sandboxed reader in a new context, never replacing it, and pass no referrer.
    a: (tagName, { href, ...attribs }) => ({
      tagName,
      attribs: {
        ...attribs,
        ...(href && ABSOLUTE_LINK.test(href) ? { href } : {}),
        target: '_blank',
        rel: 'noopener noreferrer nofollow',
      },
    }),
    // A mail has no base address: only absolute (or inline cid:) images mean anything.
    img: (tagName, { src, ...attribs }) => ({
      tagName,
      attribs: src && ABSOLUTE_IMAGE.test(src) ? { src, ...attribs } : attribs,
    }),
  },
};

const TAG = /<\/?[a-z!][^>]*>/i;

/** True when the text carries markup; plain texts (SMS, transcripts) are escaped instead of parsed. */
export function looksLikeHtml(content: string): boolean {
  return TAG.test(content);
}

/** The stored, safe HTML of a message body: sanitized markup, or escaped plain text with its line breaks. */
export function sanitizeMessageHtml(content: string): string {
  if (!looksLikeHtml(content)) return escapeHtml(content).replace(/\r?\n/g, '<br />');
  return sanitizeHtml(content, OPTIONS);
}

export const PREVIEW_LENGTH = 150;

/** The list preview: the content with markup removed, cut to 150 characters (an ellipsis marks the cut). */
export function previewOf(text: string): string {
  if (text.length <= PREVIEW_LENGTH) return text;
  return `${text.slice(0, PREVIEW_LENGTH - 1).trimEnd()}…`;
}

/** What inbox search matches (subject or content, case-insensitive), lower-cased once when stored. */
export function searchTextOf(subject: string | null | undefined, plainText: string): string {
  return `${subject ?? ''}\n${plainText}`.toLowerCase();
}

export interface DerivedMessageText {
  content: string | null;
  preview: string;
  searchText: string;
}

/** Everything derived from a body when a message is stored (by any channel or the seed). */
export function deriveMessageText(
  subject: string | null | undefined,
  content: string | null | undefined,
): DerivedMessageText {
  const safe = content ? sanitizeMessageHtml(content) : null;
  const text = safe ? plainTextOf(safe) : '';
  return { content: safe, preview: previewOf(text), searchText: searchTextOf(subject, text) };
}
