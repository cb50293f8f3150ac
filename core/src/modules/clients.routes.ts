/** The routes of the clients and their firms (/api/clients, /api/companies): see core/src/route.ts. */
import { messageResponse } from '../api';
import { routes } from '../route';
import {
  clientBody,
  clientDetail,
  clientHistoryResponse,
  clientPatch,
  clientResponse,
  company,
  companyBody,
  companyPatch,
  companyResponse,
  idParams,
  listClientsQuery,
  listClientsResponse,
  listCompaniesQuery,
  listCompaniesResponse,
  vipSettings,
  vipSettingsResponse,
  vipThresholdBody,
} from './clients';

const ERRORS = [400, 401, 403, 404, 409] as const;
const r = routes('clients', { tags: ['clients'], errors: ERRORS });
/** The client firms' routes: same module, their own tag. */
const c = routes('clients', { tags: ['companies'], errors: ERRORS });

export const clientsApi = {
  ...r.collection('/api/clients', {
    params: idParams,
    list: {
      summary:
        'Clients of the companies the user has access to: search (name, e-mail, phone), filters, counters',
      query: listClientsQuery,
      response: listClientsResponse,
    },
    create: {
      summary:
        'Creates a client in a company the user has access to, or with a new company (granted to the creator)',
      body: clientBody,
      response: clientResponse,
    },
    read: {
      summary: 'One client with its company',
      response: clientDetail,
    },
    update: {
      summary: 'Updates some fields of a client',
      body: clientPatch,
      response: clientResponse,
    },
    remove: {
      summary: 'Deletes a client (irreversible); refused with 409 when it has quotes or orders',
    },
  }),
  vip: r.get('/api/clients/settings/vip', {
    summary: 'The VIP rule and its threshold',
    response: vipSettings,
  }),
  setVip: r.put('/api/clients/settings/vip', {
    // 'delete' is the administrator-level action (Manager, Admin, Super Admin: docs/decisions/0004).
    action: 'delete',
    summary: 'Sets the VIP threshold (amount and currency); administrators of the clients module only',
    body: vipThresholdBody,
    response: vipSettingsResponse,
  }),
  history: r.get('/api/clients/:id/history', {
    summary:
      "The client's orders and quotes (most recent first) and its analytics in the user's base currency",
    params: idParams,
    response: clientHistoryResponse,
  }),
  companies: c.get('/api/companies', {
    summary: 'The companies the user has access to, by name, with their client counts',
    query: listCompaniesQuery,
    response: listCompaniesResponse,
  }),
  createCompany: c.post('/api/companies', {
    summary: 'Creates a company with its profile and grants it to its creator',
    body: companyBody,
    response: companyResponse,
    status: 201,
  }),
  readCompany: c.get('/api/companies/:id', { summary: 'One company', params: idParams, response: company }),
  updateCompany: c.patch('/api/companies/:id', {
    summary: 'Updates a company and its profile',
    params: idParams,
    body: companyPatch,
    response: companyResponse,
  }),
  removeCompany: c.delete('/api/companies/:id', {
    summary: 'Deletes a company without clients (409 otherwise)',
    params: idParams,
    response: messageResponse,
  }),
};
