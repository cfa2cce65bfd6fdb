import { SHIPPING_ZONES } from '@better-deals/domain';
import { formatNaira } from '../../../lib/format';

/**
 * The delivery zones with their areas, rates and times: a table on wide screens, one card per
 * zone on phones (six columns do not fit 375 px).
 */
export function ZoneTable() {
  return (
    <>
      <div className="hidden overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200 md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Shipping zones, rates and delivery times</caption>
          <thead className="bg-slate-100 text-slate-800">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Zone
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Areas
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                Standard
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                Express
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Standard time
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Express time
              </th>
            </tr>
          </thead>
          <tbody>
            {SHIPPING_ZONES.map((zone, index) => (
              <tr key={zone.id} className="border-t border-slate-200 align-top">
                <th scope="row" className="px-4 py-3 font-semibold text-slate-900">
                  Zone {index + 1}: {zone.name}
                </th>
                <td className="px-4 py-3 text-slate-700">{zone.areas.join(', ')}</td>
                <td className="px-4 py-3 text-right font-semibold text-slate-900">
                  {formatNaira(zone.standardRate)}
                </td>
                <td className="px-4 py-3 text-right font-semibold text-slate-900">
                  {formatNaira(zone.expressRate)}
                </td>
                <td className="px-4 py-3 text-slate-700">{zone.timeStandard}</td>
                <td className="px-4 py-3 text-slate-700">{zone.timeExpress}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="flex flex-col gap-3 md:hidden">
        {SHIPPING_ZONES.map((zone, index) => (
          <li key={zone.id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <h3 className="font-bold text-slate-900">
              Zone {index + 1}: {zone.name}
            </h3>
            <p className="mt-1 text-sm text-slate-700">{zone.areas.join(', ')}</p>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
              <dt className="text-slate-600">Standard</dt>
              <dd className="text-right font-semibold text-slate-900">
                {formatNaira(zone.standardRate)} · {zone.timeStandard}
              </dd>
              <dt className="text-slate-600">Express</dt>
              <dd className="text-right font-semibold text-slate-900">
                {formatNaira(zone.expressRate)} · {zone.timeExpress}
              </dd>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
