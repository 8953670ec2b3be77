import { servePublicImage } from '#app/server/casework/public-image-links.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';
import type { Route } from './+types/bild';

// GET /b/{token}: a customer's image without metadata for a reverse image search engine, ten minutes
// long, no session (app/server/casework/public-image-links.server.ts; decision record 033).
export async function loader({ request, params }: Route.LoaderArgs) {
  const runtime = getRuntime();
  const auth = await runtime.staffAuth();
  return servePublicImage({
    db: runtime.database.db,
    storage: runtime.storage,
    secret: (await auth.$context).secret,
    token: params.token,
    method: request.method,
  });
}
