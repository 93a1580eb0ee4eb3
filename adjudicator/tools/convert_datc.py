#!/usr/bin/env python3
"""Converts the DATC files of ../shared/datc into Calhamer's own test data (JSON, positions in the project's
position form, orders in the project's canonical notation). Run from the repository root:

    python3 adjudicator/tools/convert_datc.py /work/shared/datc wire/src/test/resources/calhamer/wire/datc

Outputs datc-v2.4.json (DATC v2.4 section 6), datc-companions.json (dipai, real, droidippy, diplicity) and
datc-v3.0.json (the v3.0 outcomes, with the entries that are not run listed under "excluded" with the reason).
"""
import json
import os
import re
import sys

POWERS = {'AUS': 'AUSTRIA', 'ENG': 'ENGLAND', 'FRA': 'FRANCE', 'GER': 'GERMANY', 'ITA': 'ITALY', 'RUS': 'RUSSIA',
          'TUR': 'TURKEY', 'GERMNAY': 'GERMANY'}
# godip / hand-written spellings that differ from the standard map's ids
IDS = {'MID': 'MAO', 'NAT': 'NAO', 'NRG': 'NWG', 'GOL': 'LYO', 'TYN': 'TYS', 'NOR': 'NWY'}
START_CENTERS = {'AUSTRIA': ['BUD', 'TRI', 'VIE'], 'ENGLAND': ['EDI', 'LON', 'LVP'], 'FRANCE': ['BRE', 'MAR', 'PAR'],
                 'GERMANY': ['BER', 'KIE', 'MUN'], 'ITALY': ['NAP', 'ROM', 'VEN'],
                 'RUSSIA': ['MOS', 'SEV', 'STP', 'WAR'], 'TURKEY': ['ANK', 'CON', 'SMY']}
SUPPLY_CENTERS = {c for cs in START_CENTERS.values() for c in cs} | {
    'BEL', 'BUL', 'DEN', 'GRE', 'HOL', 'NWY', 'POR', 'RUM', 'SER', 'SPA', 'SWE', 'TUN'}


def power(name):
    key = name.strip().upper()
    return POWERS.get(key, key)


def loc(text):
    """'spa/nc', 'spa(nc)', 'mid' -> 'SPA/NC', 'MAO'."""
    t = text.strip().upper().replace('(', '/').replace(')', '')
    prov, _, coast = t.partition('/')
    prov = IDS.get(prov, prov)
    return prov + ('/' + coast if coast else '')


def prov(text):
    return loc(text).split('/')[0]


class DatcOrder:
    """One order of the DATC text forms, read into its parts."""

    def __init__(self, text):
        t = text.strip().lower().replace('->', ' - ')
        t = re.sub(r'\s*-\s*', ' - ', t)
        self.words = t.split()
        self.pos = 0
        self.kind = None
        self.unit = None
        self.target = None
        self.to = None
        self.via = False
        self.read()

    def next(self):
        w = self.words[self.pos]
        self.pos += 1
        return w

    def peek(self):
        return self.words[self.pos] if self.pos < len(self.words) else None

    def read_unit(self):
        w = self.next()
        if w in ('a', 'f'):
            return (w.upper(), loc(self.next()))
        return (None, loc(w))

    def read(self):
        first = self.peek()
        if first == 'build':
            self.next()
            self.kind, self.unit = 'build', self.read_unit()
            return
        if first in ('remove', 'disband'):
            self.next()
            self.kind, self.unit = 'disband', self.read_unit()
            return
        self.unit = self.read_unit()
        verb = self.next()
        if verb in ('h', 'hold', 'holds'):
            self.kind = 'hold'
        elif verb == '-':
            self.kind, self.to = 'move', loc(self.next())
            if self.peek() == 'via':
                self.via = True
                self.pos = len(self.words)
        elif verb in ('s', 'support', 'supports'):
            self.kind, self.target = 'support', self.read_unit()
            if self.peek() == '-':
                self.next()
                self.to = loc(self.next())
        elif verb in ('c', 'convoy', 'convoys'):
            self.kind, self.target = 'convoy', self.read_unit()
            self.next()
            self.to = loc(self.next())
        elif verb in ('disband', 'd'):
            self.kind = 'disband'
        elif verb == 'build':
            self.kind = 'build'
        else:
            raise ValueError('cannot read order ' + ' '.join(self.words))
        if self.pos != len(self.words):
            raise ValueError('trailing words in ' + ' '.join(self.words))

    @staticmethod
    def unit_text(u):
        return (u[0] + ' ' if u[0] else '') + u[1]

    def notation(self):
        """The order in Calhamer's canonical notation."""
        u = self.unit_text(self.unit)
        if self.kind == 'hold':
            return u + ' H'
        if self.kind == 'move':
            return u + ' - ' + self.to + (' VIA' if self.via else '')
        if self.kind == 'support':
            return u + ' S ' + self.unit_text(self.target) + (' - ' + self.to if self.to else '')
        if self.kind == 'convoy':
            return u + ' C ' + self.unit_text(self.target) + ' - ' + self.to
        if self.kind == 'disband':
            return u + ' D'
        return u + ' B'


def phase_code(text):
    if not text:
        return 'S1901M'
    m = re.match(r'\s*(\w+)\s+(\d+)\s*,\s*(\w+)', text)
    season, year, kind = m.group(1).lower(), m.group(2), m.group(3).lower()
    if kind.startswith('adj'):
        return 'W' + year + 'A'
    return ('S' if season == 'spring' else 'F') + year + ('R' if kind.startswith('ret') else 'M')


def split_power(line):
    if ':' in line:
        p, rest = line.split(':', 1)
    else:
        p, rest = line.split(None, 1)
    return power(p), rest.strip()


def unit_of(rest):
    t, l = rest.split()
    return t.upper() + ' ' + loc(l)


def by_power(pairs):
    out = {}
    for p, v in pairs:
        out.setdefault(p, []).append(v)
    return out


def read_text_cases(path):
    cases, cur, section = [], None, None
    for raw in open(path, encoding='utf-8'):
        s = raw.split('#', 1)[0].strip()
        if not s or s.startswith('VARIANT_ALL'):
            continue
        if s.startswith('CASE'):
            cur = {'title': s[4:].strip(), 'phase': None, 'PRESTATE': [], 'PRESTATE_SUPPLYCENTER_OWNERS': [],
                   'PRESTATE_DISLODGED': [], 'PRESTATE_RESULTS': [], 'ORDERS': [], 'POSTSTATE': None,
                   'POSTSTATE_DISLODGED': []}
            section = None
        elif s == 'END':
            cases.append(cur)
            cur = None
        elif s.startswith('PRESTATE_SETPHASE'):
            cur['phase'] = s[len('PRESTATE_SETPHASE'):]
        elif s == 'POSTSTATE_SAME':
            cur['POSTSTATE'] = 'SAME'
            section = None
        elif s in cur:
            section = s
            if s == 'POSTSTATE':
                cur['POSTSTATE'] = []
        else:
            cur[section].append(s)
    return cases


def text_case(case, case_id, source):
    phase = phase_code(case['phase'])
    units = [split_power(l) for l in case['PRESTATE']]
    position = {'phase': phase, 'units': by_power((p, unit_of(r)) for p, r in units), 'centers': {}}
    if phase.endswith('A'):
        position['centers'] = by_power((p, prov(r.split()[-1])) for p, r in
                                       map(split_power, case['PRESTATE_SUPPLYCENTER_OWNERS']))
    if phase.endswith('R'):
        add_retreat_state(position, case, units)
    orders = by_power((p, DatcOrder(r).notation()) for p, r in map(split_power, case['ORDERS']))
    if case['POSTSTATE'] == 'SAME':
        expected_units = position['units']
    else:
        expected_units = by_power((p, unit_of(r)) for p, r in map(split_power, case['POSTSTATE']))
    expect = {'units': expected_units,
              'dislodged': by_power((p, unit_of(r)) for p, r in map(split_power, case['POSTSTATE_DISLODGED']))}
    return {'id': case_id, 'source': source, 'title': case['title'], 'position': position, 'orders': orders,
            'expect': expect}


def add_retreat_state(position, case, units):
    """Dislodged units, where their attackers came from and the provinces left vacant by a standoff, from the
    previous phase's results (PRESTATE_RESULTS)."""
    results = []
    for line in case['PRESTATE_RESULTS']:
        status, rest = line.split(':', 1)
        p, order = split_power(rest)
        results.append((status.strip().upper() == 'SUCCESS', p, DatcOrder(order)))
    convoyed = {(o.target[1].split('/')[0], prov(o.to)) for _, _, o in results if o.kind == 'convoy'}
    occupied = {prov(unit_of(r).split()[1]) for _, r in units}
    dislodged = [(p, unit_of(r)) for p, r in map(split_power, case['PRESTATE_DISLODGED'])]
    listed = {prov(u.split()[1]) for _, u in dislodged}
    winners = {}
    for ok, p, o in results:
        if ok and o.kind == 'move':
            src = o.unit[1].split('/')[0]
            winners[prov(o.to)] = None if o.via or (src, prov(o.to)) in convoyed else src
    for ok, p, o in results:
        here = o.unit[1].split('/')[0]
        if not (ok and o.kind == 'move') and here in winners and here not in listed and o.unit[0]:
            dislodged.append((p, o.unit[0] + ' ' + o.unit[1]))
            listed.add(here)
    failed = {}
    for ok, p, o in results:
        if not ok and o.kind == 'move':
            failed[prov(o.to)] = failed.get(prov(o.to), 0) + 1
    position['dislodged'] = by_power(
        (p, {'unit': u, 'attackerFrom': winners.get(prov(u.split()[1]))}) for p, u in dislodged)
    position['contested'] = sorted(q for q, n in failed.items() if n >= 2 and q not in occupied)


def text_file_cases(path, source, prefix):
    out = []
    seen = set()
    for case in read_text_cases(path):
        title = case['title']
        if prefix is None:
            cid = title.split()[0].rstrip('.')
            if cid == '6.F.E':
                cid = '6.F.5'
            if cid in seen and cid == '6.F.14':
                cid = '6.F.15'
        else:
            cid = prefix + ': ' + title
        if cid in seen:
            raise ValueError('duplicate case id ' + cid)
        seen.add(cid)
        out.append(text_case(case, cid, source))
    return out


V3_NOT_RUN = {
    '6.B.2': 'expects F GAS - SPA to fail; DATC 3.0 prefers a move to the only reachable coast, SPA/NC '
             '(the README of ../shared/datc notes this is one library\'s reading)',
    '6.B.10': 'expects the order to fail; DATC 3.0 prefers that the wrongly named coast of the ordered unit is '
              'ignored and the move attempted (issue 4.B.5)',
    '6.B.12': 'expects A GAS - SPA/NC to fail; DATC 3.0 prefers that the coast is ignored for an army and the move '
              'attempted (issue 4.B.6)',
    '6.G.11': 'expects the land route to be used; DATC 3.0 prefers no fall-back to the land route: F NTH dislodges '
              'F SKA and A SWE does not advance (the same outcome as the variant entry, which is run)',
    't6j09_civil_disorder_must_be_counted_from_both_coasts_second_scenario':
        'expects F SKA to be removed; under the 2023 rule (distance to the nearest owned centre, any province) '
        'F SKA is 2 from STP (SKA-NWY-STP) and A ALB 3 from SEV (ALB-SER-RUM-SEV), so A ALB goes, as the case '
        'text says for both scenarios',
}


V3_DROPPED_EXPECTATIONS = {
    ('t6a05_move_to_own_sector_with_convoy', 'ENG: A lvp supports A yor -> yor'):
        'expects the support of the illegal move A YOR - YOR to succeed; DATC 3.0 says the move is illegal and '
        '"this makes the support of Liverpool also illegal" (the file itself expects other illegal supports, '
        '6.A.8 and 6.D.34, to fail); only this expectation is dropped, the rest of 6.A.5 is run',
}


def v3_case_id(entry):
    return entry['url'].split('#', 1)[1]


def v3_units(entry, orders, start):
    units = {}
    for u in start:
        p, rest = split_power(u)
        units[prov(rest.split()[1])] = (p, rest.split()[0].upper() + ' ' + loc(rest.split()[1]))
    for key in orders:
        p, rest = split_power(key)
        o = DatcOrder(rest)
        if o.kind == 'build':
            continue
        here = prov(o.unit[1])
        if here not in units:
            units[here] = (p, o.unit[0] + ' ' + o.unit[1])
    return by_power(units.values())


def v3_orders(orders, name=None, excluded=None):
    listed, expect = {}, []
    for key, outcome in orders.items():
        p, rest = split_power(key)
        text = DatcOrder(rest).notation()
        listed.setdefault(p, []).append(text)
        dropped = V3_DROPPED_EXPECTATIONS.get((name, key))
        if dropped and outcome is not None:
            excluded.append({'id': None, 'name': name, 'expectation': key + ' => ' + outcome, 'reason': dropped})
        elif outcome is not None:
            expect.append([p, len(listed[p]) - 1, 'SUCCEEDS' if outcome == 'Succeeds' else 'FAILS'])
    return listed, expect


def v3_build_centers(units, occupiers):
    owners = {c: p for p, cs in START_CENTERS.items() for c in cs}
    for p, us in units.items():
        for u in us:
            here = prov(u.split()[1])
            if here in SUPPLY_CENTERS:
                owners[here] = p
    for c, p in occupiers.items():
        owners[prov(c)] = power(p)
    return by_power((p, c) for c, p in sorted(owners.items()))


def v3_cases(path):
    data = json.load(open(path, encoding='utf-8'))
    cases, excluded = [], []
    for e in data['cases']:
        cid = v3_case_id(e)
        name = e['name']
        edition = e.get('edition')
        reason = e.get('ignore')
        if reason:
            reason = 'marked ignore in the outcomes file: ' + reason
        elif edition not in (None, '2023'):
            reason = 'edition ' + edition + ' (only the 2000 and 2023 rules are implemented)'
        elif name in V3_NOT_RUN:
            reason = V3_NOT_RUN[name]
        elif cid in V3_NOT_RUN and 'variant' not in name:
            reason = V3_NOT_RUN[cid]
        if reason:
            excluded.append({'id': cid, 'name': name, 'edition': edition, 'reason': reason})
            continue
        case = {'id': cid, 'name': name, 'edition': edition or 'any'}
        if e['phase'] == 'Main':
            units = v3_units(e, e['orders'], e.get('starting_state', []))
            case['position'] = {'phase': 'S1901M', 'units': units, 'centers': {}}
            case['orders'], case['expect'] = v3_orders(e['orders'], name, excluded)
            for x in excluded:
                if x['id'] is None:
                    x['id'] = cid
        elif e['phase'] == 'Retreat':
            pre = e['preceding_main_phase']
            units = v3_units(e, pre['orders'], pre.get('starting_state', []))
            case['position'] = {'phase': 'S1901M', 'units': units, 'centers': {}}
            case['preceding'] = {}
            case['preceding']['orders'], case['preceding']['expect'] = v3_orders(pre['orders'])
            case['orders'], case['expect'] = v3_orders(e['orders'])
        else:
            units = by_power((split_power(u)[0], unit_of(split_power(u)[1])) for u in e.get('starting_state', []))
            case['position'] = {'phase': 'W1901A', 'units': units,
                                'centers': v3_build_centers(units, e.get('occupiers', {}))}
            case['orders'], case['expect'] = v3_orders(e['orders'])
            if 'civil_disorder' in e:
                case['civilDisorder'] = [split_power(u)[0] + ': ' + unit_of(split_power(u)[1])
                                         for u in e['civil_disorder']]
        cases.append(case)
    return cases, excluded


def main(src, dst):
    os.makedirs(dst, exist_ok=True)
    v24 = text_file_cases(os.path.join(src, 'datc_v2.4_06.txt'), 'datc_v2.4_06.txt', None)
    companions = []
    for name, prefix in (('dipai.txt', 'dipai'), ('real.txt', 'real'), ('droidippy_errors.txt', 'droidippy'),
                         ('diplicity_errors.txt', 'diplicity')):
        companions += text_file_cases(os.path.join(src, name), name, prefix)
    v3, excluded = v3_cases(os.path.join(src, 'datc_v3.0_outcomes.json'))
    note = ('Generated by adjudicator/tools/convert_datc.py from the Diplomacy Adjudicator Test Cases '
            '(L. B. Kruijswijk); do not edit by hand.')
    for fname, body in (('datc-v2.4.json', {'note': note, 'edition': '2000', 'cases': v24}),
                        ('datc-companions.json', {'note': note, 'edition': '2000', 'cases': companions}),
                        ('datc-v3.0.json', {'note': note, 'edition': '2023', 'cases': v3, 'excluded': excluded})):
        with open(os.path.join(dst, fname), 'w', encoding='utf-8') as f:
            json.dump(body, f, indent=1)
            f.write('\n')
    dropped = sum(1 for x in excluded if 'expectation' in x)
    print(len(v24), 'v2.4 cases;', len(companions), 'companion cases;', len(v3), 'v3.0 entries run,',
          len(excluded) - dropped, 'entries not run,', dropped, 'expectation(s) dropped')


if __name__ == '__main__':
    main(sys.argv[1], sys.argv[2])
