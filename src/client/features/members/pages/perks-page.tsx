import { Placeholder } from '../../../components/ui/placeholder';

export default function PerksPage() {
  return <Placeholder title="Perks wallet" />;
}
