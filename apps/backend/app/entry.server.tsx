import { NonceProvider, nonceContext } from '@frischkontor/server-kit/nonce';
import { documentHandler } from '@frischkontor/server-kit/render';
import { ServerRouter } from 'react-router';

export { streamTimeout } from '@frischkontor/server-kit/render';

export default documentHandler(nonceContext, ({ request, routerContext, nonce }) => (
  <NonceProvider value={nonce}>
    <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
  </NonceProvider>
));
