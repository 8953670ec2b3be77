import { Form, useSearchParams } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { Input } from '#app/components/ui/input.tsx';

/** A GET search (?q=) that keeps the tab and the period, and starts again at page 1. */
export function SearchForm({ id, label, value }: { id: string; label: string; value: string }) {
  const [params] = useSearchParams();
  const kept = [...params.entries()].filter(([name]) => name !== 'q' && name !== 'seite');
  return (
    <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
      {kept.map(([name, keptValue]) => (
        <input key={name} type="hidden" name={name} value={keptValue} />
      ))}
      <div className="min-w-56 flex-1">
        <label htmlFor={id} className="font-medium text-sm">
          {label}
        </label>
        <Input id={id} name="q" type="search" defaultValue={value} maxLength={200} className="mt-1" />
      </div>
      <Button type="submit" variant="outline">
        Suchen
      </Button>
    </Form>
  );
}
