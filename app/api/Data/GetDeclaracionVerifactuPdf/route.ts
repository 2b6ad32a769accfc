// POST /api/Data/GetDeclaracionVerifactuPdf — body `1`: the Veri*Factu "declaración responsable" as {fichero, nombre}.
import { numberFromJson } from '@/lib/http/body';
import { jsonResponse } from '@/lib/http/errors';
import { apiRoute, jsonOf } from '@/lib/http/route';
import { declaracionVerifactuPdf, declarationFileName } from '@/lib/pdf/declaracion-verifactu';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = apiRoute('POST', 'json', async (req) => {
  // Clients send `1` (docs/CONTRACT.md); the value itself chooses nothing (there is one declaration).
  numberFromJson(await jsonOf(req), ['id', 'valor', 'value']);
  const pdf = await declaracionVerifactuPdf();
  return jsonResponse({ fichero: Buffer.from(pdf).toString('base64'), nombre: declarationFileName() });
});
