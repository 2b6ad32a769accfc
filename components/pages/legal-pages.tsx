// Legal pages: legal notice (LSSI-CE), privacy (RGPD / LOPDGDD), cookies and accessibility.
// Company facts come from company.ts; the cookie list from lib/cookies/site-cookies.ts, which the
// code that sets each cookie reads too.
import { PageFrame } from '@/components/layout/page-frame';
import { company, fullAddress } from '@/lib/content/company';
import { pageText } from '@/lib/content/pages';
import { CONSENT_ACCEPTED, CONSENT_DAYS, CONSENT_DECLINED } from '@/lib/consent/cookie';
import { siteStorage, type StoredItem, type StoredItemId } from '@/lib/cookies/site-cookies';
import { env } from '@/lib/env';
import type { Locale } from '@/lib/i18n/routing';
import type { ReactNode } from 'react';
import { Breadcrumbs, Prose } from './parts';

type P = { locale: Locale };

/** Last revision of the legal texts, shown on each page. */
const UPDATED = 'noviembre de 2026';
/** What each cookie of lib/cookies/site-cookies.ts is for, in the policy's words: one entry per item. */
const storedItemText: Record<StoredItemId, { purpose: ReactNode; lifetime: string }> = {
  consent: {
    purpose: `Preferencias. Guarda tu decisión sobre el aviso de cookies: «${CONSENT_ACCEPTED}» si la aceptas, «${CONSENT_DECLINED}» si la rechazas. Propia, SameSite=Lax.`,
    lifetime: `${CONSENT_DAYS} días`,
  },
  session: {
    purpose:
      'Estado de la sesión y seguridad. Mantiene iniciada la sesión del área de clientes; está cifrada, no es accesible desde JavaScript (HttpOnly) y solo se crea al iniciar sesión.',
    lifetime: 'Hasta que cierras la sesión o esta caduca por inactividad o por su duración máxima',
  },
  signedInHint: {
    purpose:
      'Procesos. Indica, sin ningún dato personal, que este navegador tiene una sesión abierta, para que las páginas muestren el botón «Mi cuenta» en lugar de «Acceso clientes». Solo se crea al iniciar sesión.',
    lifetime: 'La misma que la sesión',
  },
  secondFactorPending: {
    purpose:
      'Seguridad. En una cuenta con verificación en dos pasos, recuerda entre la contraseña y el código que la contraseña ya es correcta; está cifrada y no es accesible desde JavaScript (HttpOnly). Solo se crea al iniciar sesión en esas cuentas.',
    lifetime: `${siteStorage.secondFactorPending.maxAge / 60} minutos como máximo; se elimina al terminar el inicio de sesión`,
  },
  passkeyCeremony: {
    purpose:
      'Seguridad. Guarda, cifrado y no accesible desde JavaScript (HttpOnly), el reto que tu navegador firma al entrar o registrar una llave de acceso. Solo se crea al usar una llave de acceso.',
    lifetime: `${siteStorage.passkeyCeremony.maxAge / 60} minutos como máximo; se elimina al usarse`,
  },
  staffSession: {
    purpose:
      'Estado de la sesión y seguridad, solo para el personal de la empresa. Mantiene iniciada la sesión en la herramienta de gestión interna; está cifrada, no es accesible desde JavaScript (HttpOnly) y no se envía desde otros sitios (SameSite=Strict). Los visitantes y los clientes nunca la reciben.',
    lifetime: '30 minutos sin actividad u 8 horas como máximo; se elimina al cerrar la sesión',
  },
  staffSecondFactorPending: {
    purpose:
      'Seguridad, solo para el personal de la empresa. Recuerda entre la contraseña y el código de verificación (o su configuración) que la contraseña ya es correcta; está cifrada y no es accesible desde JavaScript (HttpOnly).',
    lifetime: `${siteStorage.staffSecondFactorPending.maxAge / 60} minutos como máximo; se elimina al terminar el inicio de sesión`,
  },
  appVersion: {
    purpose:
      'Procesos. Guarda la versión publicada del sitio para renovar los archivos guardados en el navegador cuando publicamos una versión nueva.',
    lifetime: 'Hasta que borres los datos del sitio',
  },
};

/** Wide tables scroll sideways on narrow screens; the region is focusable so keyboards can scroll it. */
function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // A scrollable region must be reachable by keyboard (WCAG 2.1.1), hence tabIndex.
    <div role="region" aria-label={label} tabIndex={0} className="overflow-x-auto">
      {children}
    </div>
  );
}

function header(path: string) {
  const t = pageText(path);
  return { titulo: t.heading ?? t.title, subtitulo: t.description };
}

function Holder() {
  return (
    <ul>
      <li>Titular: {company.legalName}</li>
      <li>NIF: {company.taxId}</li>
      <li>Domicilio: {fullAddress()}</li>
      <li>Inscripción: {company.registry}</li>
      <li>
        Correo electrónico: <a href={`mailto:${company.emails.info}`}>{company.emails.info}</a>
      </li>
      <li>
        Teléfono: <a href={`tel:${company.phones.switchboard.tel}`}>{company.phones.switchboard.label}</a>
      </li>
    </ul>
  );
}

export function AvisoLegalPage({ locale }: P) {
  const path = '/aviso-legal';
  return (
    <PageFrame locale={locale} path={path} navbar="white" header={header(path)}>
      <Breadcrumbs path={path} locale={locale} />
      <Prose>
        <p>Última actualización: {UPDATED}.</p>
        <h2>1. Titular del sitio web</h2>
        <p>
          En cumplimiento del artículo 10 de la Ley 34/2002, de 11 de julio, de servicios de la sociedad de la
          información y de comercio electrónico (LSSI-CE), se informa de los datos del titular de este sitio web:
        </p>
        <Holder />
        <h2>2. Objeto</h2>
        <p>
          Este sitio presenta la suite de software de gestión hotelera {company.name}, sus módulos, servicios de soporte
          y formación, y ofrece a los clientes un área privada para consultar sus datos y facturas. El acceso al sitio
          atribuye la condición de usuario e implica la aceptación de estas condiciones.
        </p>
        <h2>3. Condiciones de uso</h2>
        <p>El usuario se compromete a hacer un uso adecuado del sitio y de sus contenidos y, en particular, a no:</p>
        <ul>
          <li>utilizarlo con fines ilícitos o contrarios a la buena fe y al orden público;</li>
          <li>introducir virus o sistemas que puedan dañar los sistemas del titular o de terceros;</li>
          <li>intentar acceder a áreas restringidas o a cuentas de otros usuarios;</li>
          <li>enviar a través de los formularios información falsa o datos de terceros sin su consentimiento.</li>
        </ul>
        <h2>4. Área de clientes</h2>
        <p>
          El acceso al área de clientes es personal. El usuario es responsable de custodiar su contraseña y debe
          comunicarnos cualquier uso no autorizado. Podemos suspender el acceso en caso de uso indebido.
        </p>
        <h2>5. Propiedad intelectual e industrial</h2>
        <p>
          Los textos, diseños, ilustraciones, código y marcas de este sitio pertenecen al titular o cuenta con licencia
          para usarlos. Las marcas de terceros que aparecen en la página de integraciones pertenecen a sus titulares y
          se citan solo para informar de la compatibilidad de nuestro software; los logotipos mostrados son
          representaciones tipográficas propias del nombre. Queda prohibida la reproducción, distribución o
          transformación de los contenidos sin autorización.
        </p>
        <h2>6. Enlaces</h2>
        <p>
          El sitio contiene enlaces a sitios de terceros (socios, tiendas de aplicaciones, redes sociales). No somos
          responsables de sus contenidos ni de sus políticas de privacidad; los enlaces externos se abren en una pestaña
          nueva.
        </p>
        <h2>7. Responsabilidad</h2>
        <p>
          Procuramos que la información sea exacta y esté actualizada, pero no garantizamos la ausencia de errores ni la
          disponibilidad ininterrumpida del sitio. Los precios indicados son precios de licencia «desde», sin IVA, y no
          constituyen una oferta vinculante: la oferta definitiva se formaliza en un presupuesto.
        </p>
        <h2>8. Condiciones generales de contratación</h2>
        <p>
          La contratación de licencias, implantación, soporte y formación se rige por el presupuesto aceptado y el
          contrato firmado con cada cliente, que prevalecen sobre este aviso. Los servicios de soporte y la formación
          adicional se presupuestan a medida.
        </p>
        <h2>9. Protección de datos y cookies</h2>
        <p>
          El tratamiento de datos personales se explica en la <a href="/privacidad">política de privacidad</a> y el uso
          de cookies en la <a href="/cookies">política de cookies</a>.
        </p>
        <h2>10. Legislación aplicable y jurisdicción</h2>
        <p>
          Estas condiciones se rigen por la legislación española. Para cualquier controversia, las partes se someten a
          los juzgados y tribunales del domicilio del usuario cuando sea consumidor y, en los demás casos, a los de{' '}
          {company.address.city}.
        </p>
      </Prose>
    </PageFrame>
  );
}

export function PrivacidadPage({ locale }: P) {
  const path = '/privacidad';
  return (
    <PageFrame locale={locale} path={path} navbar="white" header={header(path)}>
      <Breadcrumbs path={path} locale={locale} />
      <Prose>
        <p>
          Última actualización: {UPDATED}. Esta política explica cómo tratamos los datos personales conforme al
          Reglamento (UE) 2016/679 (RGPD) y a la Ley Orgánica 3/2018 de protección de datos personales y garantía de los
          derechos digitales (LOPDGDD).
        </p>
        <h2>1. Responsable del tratamiento</h2>
        <Holder />
        <p>
          Para cualquier cuestión sobre tus datos escríbenos a{' '}
          <a href={`mailto:${company.emails.privacy}`}>{company.emails.privacy}</a>.
        </p>
        <h2>2. Qué datos tratamos, para qué y con qué base</h2>
        <TableScroll label="Tratamientos de datos">
          <table>
            <thead>
              <tr>
                <th scope="col">Tratamiento</th>
                <th scope="col">Datos</th>
                <th scope="col">Finalidad</th>
                <th scope="col">Base jurídica</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>Consultas de información o demostración y solicitudes de llamada</td>
                <td>Nombre, apellidos, correo, teléfono, consulta</td>
                <td>Responder a tu consulta y, si lo pides, preparar una demostración o un presupuesto</td>
                <td>Consentimiento y aplicación de medidas precontractuales (art. 6.1.a y 6.1.b RGPD)</td>
              </tr>
              <tr>
                <td>Solicitudes de formación</td>
                <td>Nombre, apellidos, correo, formación solicitada</td>
                <td>Organizar la formación pedida</td>
                <td>Ejecución del contrato con el hotel cliente (art. 6.1.b RGPD)</td>
              </tr>
              <tr>
                <td>Permisos de soporte remoto</td>
                <td>Nombre, apellidos, hotel, cargo, correo, motivo</td>
                <td>Registrar la autorización para conectarnos a tu equipo y atender la incidencia</td>
                <td>Ejecución del contrato de soporte (art. 6.1.b RGPD)</td>
              </tr>
              <tr>
                <td>Área de clientes</td>
                <td>Correo de acceso, contraseña cifrada, datos de contacto y del hotel, facturas</td>
                <td>Permitir el acceso a tus datos y a las facturas de tu hotel</td>
                <td>Ejecución del contrato (art. 6.1.b RGPD)</td>
              </tr>
            </tbody>
          </table>
        </TableScroll>
        <p>No tomamos decisiones automatizadas ni elaboramos perfiles con los datos recogidos en este sitio.</p>
        <h2>3. Cuánto tiempo conservamos los datos</h2>
        <ul>
          <li>
            {/* The setting the cleanup applies (lib/cleanup), as the build saw it: the page is pre-rendered. */}
            Consultas, solicitudes de formación, de llamada y permisos de soporte: {env().ENQUIRY_RETENTION_MONTHS}{' '}
            meses desde su recepción, salvo que den lugar a una relación contractual.
          </li>
          <li>
            Datos de clientes y facturas: mientras dure la relación y, después, durante los plazos de prescripción
            legales (fiscales, seis años mercantiles).
          </li>
          <li>
            Registros técnicos de acceso y seguridad: el tiempo imprescindible para garantizar la seguridad del
            servicio.
          </li>
        </ul>
        <h2>4. Destinatarios</h2>
        <p>
          No cedemos datos a terceros salvo obligación legal. Nos ayudan proveedores que actúan como encargados del
          tratamiento (alojamiento del sitio, correo electrónico), con contrato conforme al artículo 28 RGPD y sin
          transferencias internacionales fuera del Espacio Económico Europeo; si alguna fuera necesaria, se haría con
          las garantías del capítulo V del RGPD.
        </p>
        <h2>5. Tus derechos</h2>
        <p>
          Puedes ejercer los derechos de acceso, rectificación, supresión, oposición, limitación del tratamiento y
          portabilidad, así como retirar el consentimiento en cualquier momento, escribiendo a{' '}
          <a href={`mailto:${company.emails.privacy}`}>{company.emails.privacy}</a> o por correo postal a{' '}
          {fullAddress()}, indicando el derecho que ejerces. Si consideras que no hemos atendido bien tu solicitud
          puedes reclamar ante la Agencia Española de Protección de Datos (
          <a href="https://www.aepd.es" target="_blank" rel="noopener noreferrer">
            www.aepd.es
          </a>
          ).
        </p>
        <h2>6. Seguridad</h2>
        <p>
          Aplicamos medidas técnicas y organizativas adecuadas: conexión cifrada, contraseñas almacenadas con funciones
          de derivación seguras, sesiones que caducan, control de acceso por hotel y copias de seguridad.
        </p>
        <h2>7. Menores</h2>
        <p>
          Este sitio se dirige a profesionales del sector hotelero. No recogemos conscientemente datos de menores de 14
          años.
        </p>
      </Prose>
    </PageFrame>
  );
}

export function CookiesPage({ locale }: P) {
  const path = '/cookies';
  const categories = [
    { name: 'Preferencias', text: 'Recuerdan elecciones como tu decisión sobre las cookies o el idioma.', used: 'Sí' },
    {
      name: 'Seguridad',
      text: 'Protegen el área de clientes y los formularios frente a usos fraudulentos.',
      used: 'Sí',
    },
    {
      name: 'Procesos',
      text: 'Hacen que el sitio funcione y ofrezca los servicios que pides, como la descarga de facturas.',
      used: 'Sí',
    },
    { name: 'Publicidad', text: 'Sirven para mostrar anuncios relevantes y medir su eficacia.', used: 'No' },
    {
      name: 'Estado de la sesión',
      text: 'Mantienen tu sesión iniciada en el área de clientes mientras navegas.',
      used: 'Sí',
    },
    { name: 'Análisis', text: 'Miden de forma agregada cómo se usa el sitio para mejorarlo.', used: 'No' },
  ];
  const browsers = [
    {
      name: 'Google Chrome',
      steps:
        'Menú ⋮ › Configuración › Privacidad y seguridad › Cookies de terceros / Ver todos los datos y permisos de sitios; busca el sitio y elimina sus datos.',
    },
    {
      name: 'Mozilla Firefox',
      steps:
        'Menú ☰ › Ajustes › Privacidad & Seguridad › Cookies y datos del sitio › Administrar datos; selecciona el sitio y pulsa Eliminar.',
    },
    {
      name: 'Safari (macOS e iOS)',
      steps:
        'En Mac: Safari › Ajustes › Privacidad › Gestionar datos de sitios web. En iPhone o iPad: Ajustes › Safari › Avanzado › Datos de sitios web.',
    },
    {
      name: 'Microsoft Edge',
      steps:
        'Menú … › Configuración › Cookies y permisos del sitio › Administrar y eliminar cookies y datos del sitio › Ver todas las cookies y datos del sitio.',
    },
  ];
  return (
    <PageFrame locale={locale} path={path} navbar="white" header={header(path)}>
      <Breadcrumbs path={path} locale={locale} />
      <Prose>
        <p>
          Última actualización: {UPDATED}. Una cookie es un pequeño archivo que un sitio web guarda en tu navegador para
          recordar información entre visitas. Esta política cumple el artículo 22.2 de la LSSI-CE y la Guía sobre el uso
          de las cookies de la Agencia Española de Protección de Datos.
        </p>
        <h2>1. Tipos de cookies según su finalidad</h2>
        <TableScroll label="Categorías de cookies">
          <table>
            <thead>
              <tr>
                <th scope="col">Categoría</th>
                <th scope="col">Para qué sirve</th>
                <th scope="col">¿La usa este sitio?</th>
              </tr>
            </thead>
            <tbody>
              {categories.map((c) => (
                <tr key={c.name}>
                  <td>{c.name}</td>
                  <td>{c.text}</td>
                  <td>{c.used}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
        <p>
          Este sitio solo usa cookies propias y técnicas o de preferencias. No utiliza cookies de publicidad ni de
          análisis, ni cookies de terceros. Los vídeos, redes sociales y sitios de socios a los que enlazamos se abren
          en sus propias páginas, con sus propias políticas.
        </p>
        <h2>2. Cookies y almacenamiento que usa este sitio</h2>
        <TableScroll label="Cookies de este sitio">
          <table>
            <thead>
              <tr>
                <th scope="col">Nombre</th>
                <th scope="col">Tipo y finalidad</th>
                <th scope="col">Duración</th>
              </tr>
            </thead>
            <tbody>
              {(Object.keys(siteStorage) as StoredItemId[]).map((id) => {
                const item: StoredItem = siteStorage[id];
                return (
                  <tr key={id}>
                    <td>
                      <code className="break-all">{item.name}</code>
                      {item.store === 'localStorage' && ' (almacenamiento local)'}
                      {item.demoName && (
                        <span className="mt-1 block text-sm text-slate-600">
                          En una instalación de prueba sin HTTPS: <code className="break-all">{item.demoName}</code>
                        </span>
                      )}
                    </td>
                    <td>{storedItemText[id].purpose}</td>
                    <td>{storedItemText[id].lifetime}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
        <p>
          Las cookies técnicas no necesitan tu consentimiento porque sin ellas el sitio no funciona. Puedes cambiar tu
          decisión sobre las cookies en cualquier momento con el botón «Configurar cookies» del pie de página.
        </p>
        <h2>3. Cómo eliminar o bloquear las cookies</h2>
        <p>Puedes borrar las cookies ya guardadas y bloquear las nuevas desde la configuración de tu navegador:</p>
        <ul>
          {browsers.map((b) => (
            <li key={b.name}>
              <strong>{b.name}:</strong> {b.steps}
            </li>
          ))}
        </ul>
        <p>Si bloqueas todas las cookies, el área de clientes no podrá mantener tu sesión iniciada.</p>
        <h2>4. Más información</h2>
        <p>
          Para cualquier duda escríbenos a <a href={`mailto:${company.emails.privacy}`}>{company.emails.privacy}</a>. El
          tratamiento de tus datos se explica en la <a href="/privacidad">política de privacidad</a>.
        </p>
      </Prose>
    </PageFrame>
  );
}

export function AccesibilidadPage({ locale }: P) {
  const path = '/accesibilidad';
  return (
    <PageFrame locale={locale} path={path} navbar="white" header={header(path)}>
      <Breadcrumbs path={path} locale={locale} />
      <Prose>
        <p>
          {company.legalName} se compromete a hacer accesible este sitio web, siguiendo las Pautas de Accesibilidad para
          el Contenido Web (WCAG) 2.1 de nivel AA y la norma UNE-EN 301 549.
        </p>
        <h2>1. Situación de cumplimiento</h2>
        <p>
          Este sitio es <strong>parcialmente conforme</strong> con las WCAG 2.1 AA: cumple la mayoría de sus criterios y
          trabajamos en los aspectos que se indican a continuación.
        </p>
        <h2>2. Qué hemos hecho</h2>
        <ul>
          <li>
            Estructura con encabezados ordenados, regiones (cabecera, navegación, contenido principal, pie) y un enlace
            para saltar al contenido.
          </li>
          <li>
            Todos los controles (menú, pestañas, listados, formularios) se manejan con teclado y muestran el foco.
          </li>
          <li>Contraste de color suficiente y textos que se pueden ampliar hasta el 200 % sin perder contenido.</li>
          <li>Diseño adaptado a pantallas desde 360 píxeles de ancho.</li>
          <li>Pruebas automáticas de accesibilidad en cada página antes de cada publicación.</li>
        </ul>
        <h2>3. Contenido no accesible</h2>
        <ul>
          <li>
            Algunos documentos PDF generados por el área de clientes (facturas) pueden no estar etiquetados por
            completo.
          </li>
          <li>
            Los logotipos de socios se muestran como imágenes de su nombre; el nombre está disponible como texto
            alternativo.
          </li>
        </ul>
        <h2>4. Comunícanos cualquier barrera</h2>
        <p>
          Si encuentras algún problema de accesibilidad escríbenos a{' '}
          <a href={`mailto:${company.emails.info}`}>{company.emails.info}</a> o llámanos al{' '}
          <a href={`tel:${company.phones.switchboard.tel}`}>{company.phones.switchboard.label}</a>. Te responderemos en
          un plazo máximo de 20 días hábiles y, si lo necesitas, te facilitaremos la información en un formato
          alternativo.
        </p>
        <p>Esta declaración se revisó por última vez en {UPDATED}.</p>
      </Prose>
    </PageFrame>
  );
}
