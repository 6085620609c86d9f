// /members/help (SPEC §2): email support and live chat, then the FAQ by category as an accordion with one answer
// open at a time (opening another closes it; clicking the open one closes it).
import { Accordion } from 'radix-ui';
import { ChevronDown, Mail, MessageCircle } from 'lucide-react';
import type { Faq } from '@shared/schemas/catalogue';
import { RequireMember } from '@client/app/require-member';
import { Card } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { cn } from '@client/lib/cn';
import { useFaq, useSiteInfo } from '../api';
import { LoadError, MemberScreen } from '../components/member-screen';

/** The spec's categories first, in its order; any category staff add later follows. */
const CATEGORY_ORDER = ['Membership', 'Products', 'Events'];

function groupFaq(faqs: Faq[]): Array<[string, Faq[]]> {
  const groups = new Map<string, Faq[]>();
  for (const faq of faqs) groups.set(faq.category, [...(groups.get(faq.category) ?? []), faq]);
  const rank = (c: string) => (CATEGORY_ORDER.includes(c) ? CATEGORY_ORDER.indexOf(c) : CATEGORY_ORDER.length);
  return [...groups.entries()].sort(([a], [b]) => rank(a) - rank(b));
}

export default function HelpPage() {
  return (
    <RequireMember>
      <Help />
    </RequireMember>
  );
}

const contactClass =
  'flex flex-col items-start gap-2 rounded-2xl border border-line bg-white p-4 text-left transition-colors hover:bg-cream ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

function Help() {
  const site = useSiteInfo();
  const faq = useFaq();
  const supportEmail = site.data?.supportEmail;

  return (
    <MemberScreen title="Help & FAQ">
      <section aria-labelledby="immediate-help">
        <h2 id="immediate-help" className="mb-3 font-semibold text-ink">
          Need immediate help?
        </h2>
        <div className="grid grid-cols-2 gap-3">
          {supportEmail ? (
            <a href={`mailto:${supportEmail}`} className={contactClass}>
              <Mail aria-hidden="true" className="h-5 w-5 text-brand" />
              <span className="font-semibold text-ink">Email support</span>
              <span className="break-all text-xs text-muted">{supportEmail}</span>
            </a>
          ) : site.isError ? (
            <div className={contactClass}>
              <Mail aria-hidden="true" className="h-5 w-5 text-muted" />
              <span className="font-semibold text-ink">Email support</span>
              <span className="text-xs text-muted">Unavailable right now. Please try live chat.</span>
            </div>
          ) : (
            <Skeleton className="h-[104px] rounded-2xl" />
          )}
          <a href="/chat" target="_blank" rel="noopener noreferrer" className={contactClass}>
            <MessageCircle aria-hidden="true" className="h-5 w-5 text-brand" />
            <span className="font-semibold text-ink">Live chat</span>
            <span className="text-xs text-muted">
              Chat with Penny<span className="sr-only"> (opens in a new tab)</span>
            </span>
          </a>
        </div>
      </section>

      <section aria-labelledby="faq-heading" className="mt-7">
        <h2 id="faq-heading" className="mb-3 font-display text-xl text-ink">
          Frequently asked questions
        </h2>
        {faq.isPending ? (
          <div className="space-y-2" role="status" aria-label="Loading questions">
            {[0, 1, 2, 3, 4].map((i) => (
              <Skeleton key={i} className="h-14 w-full" />
            ))}
          </div>
        ) : faq.isError ? (
          <LoadError title="Unable to load questions" onRetry={() => faq.refetch()} />
        ) : (
          <Accordion.Root type="single" collapsible className="space-y-6">
            {groupFaq(faq.data).map(([category, items]) => (
              <div key={category}>
                <h3 className="mb-2 text-sm font-semibold uppercase tracking-wider text-muted">{category}</h3>
                <Card className="divide-y divide-line p-0">
                  {items.map((item) => (
                    <Accordion.Item key={item.id} value={item.id}>
                      <Accordion.Header asChild>
                        <h4>
                          <Accordion.Trigger
                            className={cn(
                              'group flex w-full items-center justify-between gap-3 px-4 py-3.5 text-left font-medium text-ink',
                              'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand',
                            )}
                          >
                            {item.question}
                            <ChevronDown
                              aria-hidden="true"
                              className="h-4 w-4 shrink-0 text-muted transition-transform group-data-[state=open]:rotate-180"
                            />
                          </Accordion.Trigger>
                        </h4>
                      </Accordion.Header>
                      <Accordion.Content className="px-4 pb-4 text-sm text-muted">{item.answer}</Accordion.Content>
                    </Accordion.Item>
                  ))}
                </Card>
              </div>
            ))}
          </Accordion.Root>
        )}
      </section>
    </MemberScreen>
  );
}
