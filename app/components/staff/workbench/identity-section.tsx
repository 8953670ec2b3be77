// "Stimmigkeit der Identität": what the person claims (name, age, place, job) and the specialists'
// assessment of it, in the workbench (case-workbench.tsx).
import type { Findings } from '#app/lib/findings.ts';
import { TextField } from '../dashboard/workbench-fields.tsx';
import { Section } from './workbench-section.tsx';

type Identity = Findings['identity'];

export function IdentitySection({
  identity,
  onChange: setIdentity,
  errorOf,
}: {
  identity: Identity;
  onChange: (key: keyof Identity, value: string) => void;
  errorOf: (field: string) => string | undefined;
}) {
  return (
    <Section title="Stimmigkeit der Identität">
      <div className="grid gap-2 sm:grid-cols-2">
        <TextField
          label="Angegebener Name"
          field="identity.name"
          value={identity.name}
          onChange={(value) => setIdentity('name', value)}
          error={errorOf('identity.name')}
        />
        <TextField
          label="Angegebenes Alter"
          field="identity.age"
          value={identity.age}
          onChange={(value) => setIdentity('age', value)}
          error={errorOf('identity.age')}
        />
        <TextField
          label="Angegebener Wohnort"
          field="identity.location"
          value={identity.location}
          onChange={(value) => setIdentity('location', value)}
          error={errorOf('identity.location')}
        />
        <TextField
          label="Angegebener Beruf"
          field="identity.job"
          value={identity.job}
          onChange={(value) => setIdentity('job', value)}
          error={errorOf('identity.job')}
        />
      </div>
      <TextField
        label="Einschätzung der Identität"
        field="identity.assessment"
        value={identity.assessment}
        onChange={(value) => setIdentity('assessment', value)}
        error={errorOf('identity.assessment')}
        multiline
        rows={2}
      />
    </Section>
  );
}
