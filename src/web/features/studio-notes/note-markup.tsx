import Markdown from "react-markdown";

/**
 * A note's content rendered as its simple markup (learning-experience §2.6): # and ## headings, bullet and
 * numbered lists, bold and italic. Everything else is text: react-markdown builds React elements (never an HTML
 * string), raw HTML in the note is shown as the characters typed, and every other Markdown construct (links,
 * images, code, quotes) is reduced to its text (docs/decisions/0006-note-markup-and-search.md). Loaded lazily with the read
 * dialog, so the notes page itself does not wait for the parser.
 */
const allowedElements = ["h1", "h2", "p", "ul", "ol", "li", "strong", "em"];

export default function NoteMarkup({ content }: { content: string }) {
  return (
    <div
      className="grid gap-3 break-words text-sm leading-relaxed [&_h1]:text-xl [&_h1]:font-bold [&_h2]:text-lg [&_h2]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:whitespace-pre-line [&_ul]:list-disc [&_ul]:pl-6"
      data-testid="note-markup"
    >
      <Markdown allowedElements={allowedElements} unwrapDisallowed>
        {content}
      </Markdown>
    </div>
  );
}
