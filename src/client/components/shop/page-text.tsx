// A legal page's body (decision 0241) as React elements: headings, paragraphs, lists, bold and links from the
// shared parser. Nothing is ever set as HTML, so a body's markup stays text.
import { Fragment } from 'react';
import { Link } from 'wouter';
import { parsePageText, type Inline } from '@shared/page-text';

function Inlines({ parts }: { parts: Inline[] }) {
  return (
    <>
      {parts.map((p, i) =>
        p.kind === 'bold' ? (
          <strong key={i}>{p.text}</strong>
        ) : p.kind === 'link' ? (
          p.href.startsWith('/') ? (
            <Link key={i} href={p.href} className="text-brand underline underline-offset-2">
              {p.text}
            </Link>
          ) : (
            <a key={i} href={p.href} className="text-brand underline underline-offset-2" rel="noopener noreferrer">
              {p.text}
            </a>
          )
        ) : (
          <Fragment key={i}>{p.text}</Fragment>
        ),
      )}
    </>
  );
}

export function PageText({ body }: { body: string }) {
  return (
    <div className="space-y-3 text-[0.95rem] leading-relaxed text-ink">
      {parsePageText(body).map((block, i) =>
        block.kind === 'heading' ? (
          <h2 key={i} className="pt-3 text-lg font-semibold">
            <Inlines parts={block.inlines} />
          </h2>
        ) : block.kind === 'list' ? (
          <ul key={i} className="list-disc space-y-1 pl-5">
            {block.items.map((item, j) => (
              <li key={j}>
                <Inlines parts={item} />
              </li>
            ))}
          </ul>
        ) : (
          <p key={i}>
            {block.lines.map((line, j) => (
              <Fragment key={j}>
                {j > 0 && <br />}
                <Inlines parts={line} />
              </Fragment>
            ))}
          </p>
        ),
      )}
    </div>
  );
}
