// Prints the triage's verdict and reasons for each message given on the command line (a debugging aid).
import { triage } from '../../src/server/modules/coach';
for (const message of process.argv.slice(2)) {
  const turns = message.split(' >> ');
  const r = triage({
    history: turns.slice(0, -1).map((content) => ({ role: 'user' as const, content })),
    message: turns.at(-1)!,
  });
  console.log(`${r ? `${r.urgency} ${r.reasons.join(',')}` : 'calm'} | ${message}`);
}
