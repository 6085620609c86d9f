// Questions about the shop answered from the Help page's questions and answers (decision 0416).
import { describe, expect, it } from 'vitest';
import { converse, demoCatalogue, demoHelp } from '../../../testing/engine-fixtures';
import { createBuiltinEngine } from '../engines/builtin';

const engine = createBuiltinEngine();
const ask = (message: string, help = demoHelp) => converse(engine, [message], demoCatalogue, help);

describe('a question about the shop', () => {
  it('is answered with the Help answer it matches, its question quoted, and no products', async () => {
    const points = await ask('how do I use my points');
    expect(points.response).toMatch(
      /^Our Help page answers "How do I earn and spend reward points\?": You earn 1 point/,
    );
    expect(points.response).toMatch(/our care team can help/);
    expect(points.productRecommendations).toEqual([]);
    // Worded unlike the Help question: the quoted question keeps its "Yes." from reading as a yes to "tested?".
    const animals = await ask('are your products tested on animals');
    expect(animals.response).toMatch(/^Our Help page answers "Are your products cruelty-free and vegan\?": Yes\./);
    expect((await ask('how do I cancel my membership')).response).toMatch(/close your membership/);
  });

  it('gets the pointer to the Help page when no Help answer matches, even one alike in its words', async () => {
    // "How long will a product last once opened?" is alike in shape and shares no word that matters.
    const delivery = await ask(
      'how long does delivery take',
      demoHelp.filter((h) => !h.page),
    );
    expect(delivery.response).not.toMatch(/Our Help page answers/);
    expect(delivery.response).toMatch(/the Help page has the answers/);
    expect((await ask('how do I use my points', [])).response).toMatch(/the Help page has the answers/);
    // "order" is every shop question's word: sharing it does not make "where's my order" a question about codes.
    expect((await ask("where's my order? placed it 5 days ago and nothing")).response).not.toMatch(/Our Help page/);
    // Nor is it "How do I leave Skin Circle?" for sharing "days" with its answer ("within two working days").
    expect((await ask('wheres my order? placed it 5 days ago and nothing has come')).response).not.toMatch(
      /Our Help page/,
    );
  });

  it('leaves skin questions to the knowledge table, though a Help answer is about skin too', async () => {
    const answer = await ask('is the cica cleanser ok for sensitive skin?');
    expect(answer.response).not.toMatch(/Our Help page answers/);
  });
});

describe("a question the shop's delivery, returns or contact page answers (decision 0419)", () => {
  it('quotes the section it matches, with the page named and linked, then the pointer', async () => {
    const delivery = await ask('how long does delivery take');
    expect(delivery.response).toMatch(/^Our Delivery page says, under "Options and times": Standard delivery: free/);
    expect(delivery.response).toMatch(/The Delivery page \(\/delivery\) has the rest\./);
    expect(delivery.response).toMatch(/the Help page has the answers/);
    expect(delivery.productRecommendations).toEqual([]);
    expect((await ask('how do i return something i bought')).response).toMatch(/under "How to return goods"/);
    expect((await ask('who do i contact')).response).toMatch(/under "How to contact us": Email: hello@/);
  });

  it('answers a question of two pages from each', async () => {
    const both = await ask('still not arrived, where is it? and can i send it back if i dont get on with it');
    expect(both.response).toMatch(/under "A parcel that has not arrived or is damaged"/);
    expect(both.response).toMatch(/under "How to return goods"/);
  });

  it('keeps the pointer when no page is given', async () => {
    const faqOnly = demoHelp.filter((h) => !h.page);
    expect((await ask('how long does delivery take', faqOnly)).response).toMatch(/^For orders, delivery/);
  });
});
