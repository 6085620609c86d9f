// "Export CSV" (decision 0509): every product, drafts and archived too, as the file the Import screen reads back.
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@client/components/ui/button';
import { serverMessage } from '@client/lib/api';
import { notify } from '@client/lib/toast';
import { exportProducts } from '../catalogue-api';
import { saveFile } from '../download';

export function ExportButton() {
  const [pending, setPending] = useState(false);
  const save = async () => {
    if (pending) return;
    setPending(true);
    try {
      const { blob, fileName } = await exportProducts();
      saveFile(blob, fileName);
    } catch (error) {
      notify({
        title: 'The products could not be exported',
        description: serverMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  };
  return (
    <Button variant="outline" onClick={() => void save()} disabled={pending}>
      <Download aria-hidden="true" className="h-4 w-4" />
      {pending ? 'Exporting…' : 'Export CSV'}
    </Button>
  );
}
