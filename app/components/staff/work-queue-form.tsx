// The work queue's filter form (/conan/faelle, issue 28 point 1): service, assignee and search, as a
// GET form that works without JavaScript and, with it, applies on change.
import { useRef } from 'react';
import { Form, useSubmit } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { serviceKeys, serviceNames } from '#app/lib/services.ts';
import { MINE, QUEUE_PARAMS, UNASSIGNED, type WorkQueue } from '#app/lib/work-queue.ts';

const selectClass =
  'mt-1 block h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-brand-600/40';

/** The service filter. */
function ServiceSelect({ service, apply }: { service: WorkQueue['filters']['service']; apply: () => void }) {
  return (
    <div>
      <label htmlFor="queue-service" className="font-medium text-sm">
        Leistung
      </label>
      <select
        id="queue-service"
        name={QUEUE_PARAMS.service}
        defaultValue={service ?? ''}
        key={`service-${service ?? ''}`}
        onChange={apply}
        className={selectClass}
      >
        <option value="">Alle Leistungen</option>
        {serviceKeys.map((key) => (
          <option key={key} value={key}>
            {serviceNames[key]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The assignee filter: everyone, mine, unassigned or a colleague. */
function AssigneeSelect({ queue, apply }: { queue: WorkQueue; apply: () => void }) {
  const { filters, staff, me } = queue;
  return (
    <div>
      <label htmlFor="queue-assignee" className="font-medium text-sm">
        Zuständig
      </label>
      <select
        id="queue-assignee"
        name={QUEUE_PARAMS.assignee}
        defaultValue={filters.assignee ?? ''}
        key={`assignee-${filters.assignee ?? ''}`}
        onChange={apply}
        className={selectClass}
      >
        <option value="">Alle</option>
        <option value={MINE}>Meine Fälle</option>
        <option value={UNASSIGNED}>nicht zugewiesen</option>
        {staff
          .filter((member) => member.id !== me)
          .map((member) => (
            <option key={member.id} value={member.id}>
              {member.name}
            </option>
          ))}
      </select>
    </div>
  );
}

/** Service, assignee and search: a GET form; with the script a changed list applies at once. */
export function QueueForm({ queue }: { queue: WorkQueue }) {
  const { filters } = queue;
  const form = useRef<HTMLFormElement>(null);
  const submit = useSubmit();
  const apply = () => {
    if (!form.current) return;
    const data = new FormData(form.current);
    // Empty values are no filter: keep them out of the URL.
    for (const [name, value] of [...data.entries()]) if (value === '') data.delete(name);
    void submit(data, { method: 'get', preventScrollReset: true });
  };
  return (
    <Form
      ref={form}
      method="get"
      role="search"
      aria-label="Fälle filtern"
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[12rem_14rem_1fr_auto] lg:items-end"
    >
      {filters.status !== 'alle' ? <input type="hidden" name={QUEUE_PARAMS.status} value={filters.status} /> : null}
      <ServiceSelect service={filters.service} apply={apply} />
      <AssigneeSelect queue={queue} apply={apply} />
      <div className="sm:col-span-2 lg:col-span-1">
        <label htmlFor="queue-search" className="font-medium text-sm">
          Suche nach Name, E-Mail, Auftragsnummer oder Zielperson
        </label>
        <Input
          id="queue-search"
          name={QUEUE_PARAMS.search}
          type="search"
          defaultValue={filters.search}
          key={`search-${filters.search}`}
          maxLength={200}
          className="mt-1"
        />
      </div>
      <Button type="submit" variant="outline">
        Anwenden
      </Button>
    </Form>
  );
}
