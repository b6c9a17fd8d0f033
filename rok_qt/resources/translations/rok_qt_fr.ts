<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR" sourcelanguage="en">
<context>
    <name>CaptureTexts</name>
    <message numerus="yes">
        <location filename="../../ui/table/capture_show.py" line="+55"/>
        <source>{captor} takes your %n {colour} stone(s): {captor} took the twin of your balance stone, the {stone}</source>
        <translation>
            <numerusform>{captor} vous prend %n rune {colour}&#xa0;: {captor} détenait la jumelle de votre rune d&apos;Équilibre ({stone})</numerusform>
            <numerusform>{captor} vous prend %n runes {colour}&#xa0;: {captor} détenait la jumelle de votre rune d&apos;Équilibre ({stone})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>You take %n {colour} stone(s) from {victim}: you took the twin of {victim}&apos;s balance stone, the {stone}</source>
        <translation>
            <numerusform>Vous prenez %n rune {colour} à {victim}&#xa0;: vous déteniez la jumelle de la rune d&apos;Équilibre que possède {victim} ({stone})</numerusform>
            <numerusform>Vous prenez %n runes {colour} à {victim}&#xa0;: vous déteniez la jumelle de la rune d&apos;Équilibre que possède {victim} ({stone})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>{captor} takes %n {colour} stone(s) from {victim}: {captor} took the twin of {victim}&apos;s balance stone, the {stone}</source>
        <translation>
            <numerusform>{captor} prend %n rune {colour} à {victim}&#xa0;: {captor} détenait la jumelle de la rune d&apos;Équilibre que possède {victim} ({stone})</numerusform>
            <numerusform>{captor} prend %n runes {colour} à {victim}&#xa0;: {captor} détenait la jumelle de la rune d&apos;Équilibre que possède {victim} ({stone})</numerusform>
        </translation>
    </message>
    <message>
        <location line="+24"/>
        <source>white</source>
        <comment>one stone</comment>
        <translation>blanche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>grey</source>
        <comment>one stone</comment>
        <translation>grise</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black</source>
        <comment>one stone</comment>
        <translation>noire</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>white</source>
        <comment>several stones</comment>
        <translation>blanches</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>grey</source>
        <comment>several stones</comment>
        <translation>grises</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black</source>
        <comment>several stones</comment>
        <translation>noires</translation>
    </message>
</context>
<context>
    <name>CloseCall</name>
    <message>
        <location filename="../../ui/close_calls.py" line="+17"/>
        <source>{apart} ms apart, {within} ms uncertain</source>
        <translation>{apart}&#xa0;ms d&apos;écart, {within}&#xa0;ms d&apos;incertitude</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You won the {stone}: too close to call, decided by a coin ({margins})</source>
        <translation>Vous avez gagné une rune ({stone})&#xa0;: trop serré pour trancher, décidé à pile ou face ({margins})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} won the {stone}: too close to call, decided by a coin ({margins})</source>
        <translation>{name} a gagné une rune ({stone})&#xa0;: trop serré pour trancher, décidé à pile ou face ({margins})</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You lost the {stone} to {other}: too close to call, decided by a coin ({margins})</source>
        <translation>Vous avez perdu une rune ({stone}) au profit de {other}&#xa0;: trop serré pour trancher, décidé à pile ou face ({margins})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} lost the {stone} to you: too close to call, decided by a coin ({margins})</source>
        <translation>{name} a perdu une rune ({stone}) à votre profit&#xa0;: trop serré pour trancher, décidé à pile ou face ({margins})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} lost the {stone} to {other}: too close to call, decided by a coin ({margins})</source>
        <translation>{name} a perdu une rune ({stone}) au profit de {other}&#xa0;: trop serré pour trancher, décidé à pile ou face ({margins})</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>you</source>
        <translation>vous</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lost on the coin: {names}</source>
        <translation>perdu à pile ou face&#xa0;: {names}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You: won on a coin, too close to call</source>
        <translation>Vous&#xa0;: gagné à pile ou face, trop serré pour trancher</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}: won on a coin, too close to call</source>
        <translation>{name}&#xa0;: gagné à pile ou face, trop serré pour trancher</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Too close to call: {name} won it on a coin</source>
        <translation>Trop serré pour trancher&#xa0;: {name} l&apos;a gagnée à pile ou face</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{name} lost to {winner} at {stamp}:
too close to call, decided by a coin ({margins})</source>
        <translation>{name} battu par {winner} à {stamp}&#xa0;:
trop serré pour trancher, décidé à pile ou face ({margins})</translation>
    </message>
</context>
<context>
    <name>ConnectionDetails</name>
    <message>
        <location filename="../../ui/network/connection_details.py" line="+54"/>
        <source>not in step yet</source>
        <translation>pas encore synchronisée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{offset} ms, in step to within ±{bound} ms</source>
        <translation>{offset}&#xa0;ms, synchronisée à ±{bound}&#xa0;ms près</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+44"/>
        <source>reconnecting…</source>
        <translation>reconnexion…</translation>
    </message>
    <message>
        <location line="-42"/>
        <location line="+44"/>
        <source>not measured yet</source>
        <translation>pas encore mesurée</translation>
    </message>
    <message>
        <location line="-43"/>
        <location line="+45"/>
        <source>{ms} ms</source>
        <translation>{ms}&#xa0;ms</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>Connection details</source>
        <translation>Détails de la connexion</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Table:</source>
        <translation>Table&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table code:</source>
        <translation>Code de la table&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round trip from here:</source>
        <translation>Aller-retour depuis cet écran&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clock offset to the table:</source>
        <translation>Décalage d&apos;horloge avec la table&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clock samples kept:</source>
        <translation>Mesures d&apos;horloge gardées&#xa0;:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Latency at the table</source>
        <translation>Latence mesurée par la table</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each seat&apos;s latency</source>
        <translation>Latence de chaque place</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>(unknown)</source>
        <translation>(inconnue)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(not given yet)</source>
        <translation>(pas encore donné)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{kept} of the last {limit} (the fastest counts)</source>
        <translation>{kept} sur les {limit} dernières (la plus rapide compte)</translation>
    </message>
</context>
<context>
    <name>ContestLabels</name>
    <message>
        <location filename="../../ui/table/contest_labels.py" line="+68"/>
        <source>{text}: closest</source>
        <translation>{text}&#xa0;: la plus proche</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>You: out, knocked onto the Rune of Fate</source>
        <translation>Vous&#xa0;: rune éliminée, poussée contre la rune du Destin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}: out, knocked onto the Rune of Fate</source>
        <translation>{name}&#xa0;: rune éliminée, poussée contre la rune du Destin</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You: out, touched the Rune of Fate</source>
        <translation>Vous&#xa0;: rune éliminée, elle a touché la rune du Destin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}: out, touched the Rune of Fate</source>
        <translation>{name}&#xa0;: rune éliminée, elle a touché la rune du Destin</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You: {d:.0f} mm</source>
        <translation>Vous&#xa0;: {d:.0f} mm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}: {d:.0f} mm</source>
        <translation>{name}&#xa0;: {d:.0f} mm</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A draw: every stone is out. {names} flick again.</source>
        <translation>Égalité&#xa0;: toutes les runes sont éliminées. {names} font une nouvelle pichenette.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A draw: the closest stones tie at {d:.0f} mm. {names} flick again.</source>
        <translation>Égalité&#xa0;: les runes les plus proches sont chacune à {d:.0f} mm. {names} font une nouvelle pichenette.</translation>
    </message>
</context>
<context>
    <name>CoverScreen</name>
    <message>
        <location filename="../../ui/table/cover.py" line="+26"/>
        <source>Whose turn</source>
        <translation>À qui le tour</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Drag a stone onto its twin to take a pair, or onto a balance stone to claim its twin. Or click one stone, then the other (or ring each with the arrow keys or Page Down and press Enter, then Enter again to take them). Click a taken stone, or press Backspace, to put it back. Ctrl+Enter or Done ends your turn.</source>
        <translation>Faites glisser une rune sur sa jumelle pour prendre la paire, ou sur une rune d&apos;Équilibre pour prendre sa jumelle. Ou cliquez sur une rune, puis sur l&apos;autre (ou entourez chacune avec les flèches ou Page suivante et appuyez sur Entrée, puis encore sur Entrée pour les prendre). Cliquez sur une rune prise, ou appuyez sur Retour arrière, pour la reposer. Ctrl+Entrée ou Terminé met fin à votre tour.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>I&apos;m ready (Space)</source>
        <translation>C&apos;est parti (Espace)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>I&apos;m ready</source>
        <translation>C&apos;est parti</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>{name}&apos;s turn</source>
        <translation>À {name} de jouer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass the screen to {name}. Everyone else, please look away.
The clock starts when {name} is ready.</source>
        <translation>Passez l&apos;écran à {name}. Les autres, détournez le regard.
Le chrono démarre quand {name} se lance.</translation>
    </message>
</context>
<context>
    <name>DisputeDialog</name>
    <message>
        <location filename="../../ui/dialogs/order_dialog.py" line="+108"/>
        <source>A {colour} dispute</source>
        <translation>Litige sur les prises en {colour}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To the contest</source>
        <translation>À la pichenette</translation>
    </message>
</context>
<context>
    <name>FindTimeChart</name>
    <message>
        <location filename="../../ui/dialogs/find_time_chart.py" line="+62"/>
        <source>Chart of find times</source>
        <translation>Graphique des temps de recherche</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each person&apos;s median find time in each of the last games, one line per person.</source>
        <translation>Le temps de recherche médian de chaque personne dans chacune des dernières parties, une ligne par personne.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>No find times yet</source>
        <translation>Pas encore de temps de recherche</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>{seconds} s</source>
        <translation>{seconds} s</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>older</source>
        <translation>plus ancienne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>newest game</source>
        <translation>dernière partie</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>last %n game(s)</source>
        <translation>
            <numerusform>%n dernière partie</numerusform>
            <numerusform>%n dernières parties</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FindsBoard</name>
    <message>
        <location filename="../../ui/practice/finds_board.py" line="+48"/>
        <source>Find times · throw {number}</source>
        <translation>Temps de recherche · lancer {number}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nothing to take on this throw.</source>
        <translation>Rien à prendre dans ce lancer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No find yet: look for two face-up twins, or the twin of your balance stone.</source>
        <translation>Rien trouvé pour l&apos;instant&#xa0;: cherchez deux runes jumelles face visible, ou la jumelle de votre rune d&apos;Équilibre.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Median: {time}</source>
        <translation>Médiane&#xa0;: {time}</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Since you sat down: {time} (%n find(s))</source>
        <translation>
            <numerusform>Depuis le début&#xa0;: {time} (%n trouvaille)</numerusform>
            <numerusform>Depuis le début&#xa0;: {time} (%n trouvailles)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>T: the next throw.</source>
        <translation>T&#xa0;: le lancer suivant.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>pair</source>
        <translation>paire</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>balance twin</source>
        <translation>jumelle d&apos;Équilibre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{number}.  {time}  {kind}</source>
        <translation>{number}.  {time}  {kind}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{find} (hint)</source>
        <translation>{find} (indice)</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>… %n earlier find(s)</source>
        <translation>
            <numerusform>… %n trouvaille précédente</numerusform>
            <numerusform>… %n trouvailles précédentes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FlickTool</name>
    <message>
        <location filename="../../ui/table/flick_tool.py" line="+198"/>
        <source>Press on your own edge of the table, then drag back.</source>
        <translation>Appuyez sur votre bord de la table, puis tirez vers l&apos;arrière.</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <location filename="../../app/files.py" line="+104"/>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open &amp;Recent</source>
        <translation>Parties &amp;récentes</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>No recent games</source>
        <translation>Aucune partie récente</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Clear list</source>
        <translation>&amp;Vider la liste</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Rök</source>
        <translation>Rök</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Untitled game</source>
        <translation>Partie sans titre</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>this game</source>
        <translation>cette partie</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unsaved game</source>
        <translation>Partie non enregistrée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the moves played in {name}?</source>
        <translation>Enregistrer les coups joués dans {name}&#xa0;?</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Open a game</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Cannot open the game</source>
        <translation>Impossible d&apos;ouvrir la partie</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>Open in another copy</source>
        <translation>Ouverte dans une autre instance</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>Autosave failed: {reason}. The game goes on.</source>
        <translation>L&apos;enregistrement automatique a échoué&#xa0;: {reason}. La partie continue.</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>This game is open in another copy of Rök ({file}). If both copies save it, the moves of one are lost. Open it here anyway?</source>
        <translation>Cette partie est ouverte dans une autre instance de Rök ({file}). Si les deux l&apos;enregistrent, les coups de l&apos;une sont perdus. L&apos;ouvrir ici quand même&#xa0;?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open Anyway</source>
        <translation>Ouvrir quand même</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>{file} was not opened. {reason}.</source>
        <translation>{file} n&apos;a pas été ouvert. {reason}.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>game.rok</source>
        <translation>partie.rok</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save the game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Cannot save the game</source>
        <translation>Impossible d&apos;enregistrer la partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{reason}. The game is still open and the previous file is unchanged: try again, or save somewhere else with Save As.</source>
        <translation>{reason}. La partie est toujours ouverte et le fichier précédent n&apos;a pas changé&#xa0;: réessayez, ou enregistrez ailleurs avec Enregistrer sous.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Rök games and game records (*.rok *.rokrec);;Rök games (*.rok);;Rök game records (*.rokrec);;All files (*)</source>
        <translation>Parties et déroulés Rök (*.rok *.rokrec);;Parties Rök (*.rok);;Déroulés de parties Rök (*.rokrec);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rök games (*.rok);;All files (*)</source>
        <translation>Parties de Rök (*.rok);;Tous les fichiers (*)</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <location filename="../../ui/dialogs/game_over.py" line="+60"/>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nobody became grand master of runes.</source>
        <translation>Personne n&apos;est devenu grand maître des runes.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You are the grand master of runes!</source>
        <translation>Vous êtes le grand maître des runes&#xa0;!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} is the grand master of runes!</source>
        <translation>{name} est le grand maître des runes&#xa0;!</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>{names} tied with %n stone(s) and flicked for the title.</source>
        <translation>
            <numerusform>{names} étaient à égalité avec %n rune et se sont départagés à la pichenette.</numerusform>
            <numerusform>{names} étaient à égalité avec %n runes et se sont départagés à la pichenette.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Rematch</source>
        <translation>Revanche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same players again, with new stones</source>
        <translation>Les mêmes joueurs, avec de nouvelles runes</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Treasure</source>
        <translation>Butin</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pairs</source>
        <translation>Paires</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Captures made</source>
        <translation>Prises effectuées</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Captures suffered</source>
        <translation>Prises subies</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Penalties</source>
        <translation>Pénalités</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Races won</source>
        <translation>Courses gagnées</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Races lost</source>
        <translation>Courses perdues</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fastest find</source>
        <translation>Recherche la plus rapide</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <location line="-64"/>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quit</source>
        <translation>Quitter</translation>
    </message>
</context>
<context>
    <name>GameWidget</name>
    <message>
        <location filename="../../ui/game/game_widget.py" line="+93"/>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The round table with the stones. In your turn the arrow keys, Page Down and Page Up walk a ring over the stones, each said as it is ringed; Enter or Space marks the ringed stone, and on its twin Enter again takes the two. Backspace puts the last take back; Ctrl+Enter ends the turn. Help &gt; Keyboard shortcuts lists every key.</source>
        <translation>La table ronde et ses runes. À votre tour, les flèches, Page suivante et Page précédente promènent un anneau de rune en rune, et chaque rune entourée se dit&#xa0;; Entrée ou Espace marque la rune entourée, et sur sa jumelle, Entrée encore prend les deux. Retour arrière repose la dernière prise&#xa0;; Ctrl+Entrée termine le tour. Aide &gt; Raccourcis clavier liste toutes les touches.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game &gt; New game (Ctrl+N) sets up a table.</source>
        <translation>Partie &gt; Nouvelle partie (Ctrl+N) prépare une table.</translation>
    </message>
    <message>
        <location filename="../../ui/game/batch_view.py" line="+62"/>
        <source>Everyone has grabbed: the round is settled…</source>
        <translation>Tout le monde a ramassé&#xa0;: on règle la manche…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The stones fly…</source>
        <translation>Les runes volent…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Nothing to grab this round</source>
        <translation>Rien à ramasser cette manche</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nothing to grab this round: no pair and no balance stone&apos;s twin lies face up.</source>
        <translation>Rien à ramasser cette manche&#xa0;: aucune paire ni aucune jumelle d&apos;une rune d&apos;Équilibre n&apos;est face visible.</translation>
    </message>
    <message>
        <location filename="../../ui/game/question_router.py" line="+280"/>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>{name}, throw the stones! (Space)</source>
        <translation>{name}, lancez les runes&#xa0;! (Espace)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Throw</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <location filename="../../ui/game/round_pace.py" line="+119"/>
        <source>Round {n} was the last: the bag is almost empty.</source>
        <translation>La manche {n} était la dernière&#xa0;: le sac est presque vide.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>See the final scores</source>
        <translation>Voir les scores finaux</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>Round {n} is settled.</source>
        <translation>La manche {n} est réglée.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Round {n} is settled: read what happened, then go on.</source>
        <comment>several people at the screen</comment>
        <translation>La manche {n} est réglée&#xa0;: lisez ce qui s&apos;est passé, puis continuez.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round {n} is settled: read what happened, then go on.</source>
        <translation>La manche {n} est réglée&#xa0;: lisez ce qui s&apos;est passé, puis continuez.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round {n}: you throw first.</source>
        <translation>Manche {n}&#xa0;: vous lancez en premier.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round {n}: {name} throws first.</source>
        <translation>Manche {n}&#xa0;: {name} lance en premier.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ready? (Space)</source>
        <translation>Prêt&#xa0;? (Espace)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ready</source>
        <translation>Prêt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Press Go on again to start without waiting for {names}.</source>
        <translation>Appuyez encore sur Continuer pour commencer sans attendre&#xa0;: {names}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each of you: your take key, A, or a click on your seat says ready. Waiting for {names}.</source>
        <translation>Chacun dit qu&apos;il est prêt avec sa touche de prise, le bouton A ou un clic sur sa place. On attend&#xa0;: {names}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Go on</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <location filename="../../ui/game/question_router.py" line="+65"/>
        <source>The contest is decided: the distances are beside the stones.</source>
        <translation>Le concours de pichenettes est tranché : les distances sont à côté des runes.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Continue</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <location filename="../../ui/game/flick_turn.py" line="+76"/>
        <source>the title</source>
        <translation>le titre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the order of captures</source>
        <translation>l&apos;ordre des prises</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your flick, for {what}: press on your edge of the table, drag back to aim and set the strength, release. Or aim with the arrow keys and flick with Space.</source>
        <translation>À vous de faire une pichenette, pour {what}&#xa0;: appuyez sur votre bord de la table, tirez vers l&apos;arrière pour viser et doser la force, relâchez. Ou visez avec les flèches et lancez avec Espace.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name} flicks for {what}: press on your edge of the table, drag back to aim and set the strength, release. Or aim with the arrow keys and flick with Space.</source>
        <translation>{name} joue une pichenette pour {what}&#xa0;: appuyez sur votre bord de la table, tirez vers l&apos;arrière pour viser et doser la force, relâchez. Ou visez avec les flèches et lancez avec Espace.</translation>
    </message>
    <message>
        <location filename="../../ui/game/grab_turn.py" line="+107"/>
        <location line="+8"/>
        <source>Done</source>
        <translation>Terminé</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>{name}: take pairs and twins (the arrows or Page Down ring a stone, Enter marks and takes). Ctrl+Enter or Done ends your turn.</source>
        <translation>{name}&#xa0;: prenez des paires et des runes jumelles (les flèches ou Page suivante entourent une rune, Entrée marque et prend). Ctrl+Entrée ou Terminé met fin à votre tour.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/game/game_widget.py" line="+298"/>
        <source>Round {round} · first player: {first} · %n stone(s) in the bag</source>
        <translation>
            <numerusform>Manche {round} · premier joueur&#xa0;: {first} · %n rune dans le sac</numerusform>
            <numerusform>Manche {round} · premier joueur&#xa0;: {first} · %n runes dans le sac</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GamesDialog</name>
    <message>
        <location filename="../../ui/replay/games_dialog.py" line="+39"/>
        <source>Watch a game</source>
        <translation>Revoir une partie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mode</source>
        <translation>Mode</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kept games</source>
        <translation>Parties gardées</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Watch</source>
        <translation>&amp;Revoir</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No finished game is kept yet: every game played to its end on this computer is kept here (the last 200).</source>
        <translation>Aucune partie gardée pour l&apos;instant : chaque partie jouée jusqu&apos;au bout sur cet ordinateur est gardée ici (les 200 dernières).</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>All at once</source>
        <translation>Tous en même temps</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relay</source>
        <translation>Chacun son tour</translation>
    </message>
</context>
<context>
    <name>GrabKeys</name>
    <message>
        <location filename="../../ui/table/grab_keys.py" line="+81"/>
        <location line="+10"/>
        <location line="+39"/>
        <location filename="../../ui/table/live_keys.py" line="+101"/>
        <source>No stone left to take.</source>
        <translation>Plus aucune rune à prendre.</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>Nothing further that way.</source>
        <translation>Plus rien dans cette direction.</translation>
    </message>
    <message>
        <location line="+11"/>
        <location filename="../../ui/table/live_keys.py" line="-20"/>
        <source>{stone}; {n} of {count}</source>
        <translation>{stone}&#xa0;; {n} sur {count}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{stone} marked: ring its twin, or a balance stone, and press Enter.</source>
        <translation>{stone} marquée&#xa0;: entourez sa jumelle, ou une rune d&apos;Équilibre, et appuyez sur Entrée.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{first} with {second}: Enter again takes them, Esc cancels.</source>
        <translation>{first} avec {second}&#xa0;: Entrée encore les prend, Échap annule.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{stone} no longer marked.</source>
        <translation>{stone} n&apos;est plus marquée.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You took {stone}, the twin of the balance stone {balance}.</source>
        <translation>Vous avez pris {stone}, la jumelle de la rune d&apos;Équilibre {balance}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You took {a} and {b}.</source>
        <translation>Vous avez pris {a} et {b}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ring on {stone}.</source>
        <translation>Anneau sur&#xa0;: {stone}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cancelled.</source>
        <translation>Annulé.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../../ui/table/live_keys.py" line="-7"/>
        <source>The ring is off the table: Enter ends your turn.</source>
        <translation>L&apos;anneau a quitté la table&#xa0;: Entrée termine votre tour.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Nothing taken to put back.</source>
        <translation>Rien de pris à reposer.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{stones} back on the table.</source>
        <translation>{stones} de nouveau sur la table.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{stone}, marked</source>
        <translation>{stone}, marquée</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Enter again: take these two · Esc: cancel</source>
        <translation>Entrée encore&#xa0;: prendre les deux · Échap&#xa0;: annuler</translation>
    </message>
</context>
<context>
    <name>GrabTool</name>
    <message>
        <location filename="../../ui/table/grab_tool.py" line="+141"/>
        <source>A face-down stone cannot be taken.</source>
        <translation>Une rune face cachée ne peut pas être prise.</translation>
    </message>
</context>
<context>
    <name>GrabTurnController</name>
    <message numerus="yes">
        <location filename="../../ui/game/grab_turn.py" line="+71"/>
        <source>%n pick(s) so far. Click a taken stone to put it back.</source>
        <translation>
            <numerusform>%n prise jusqu&apos;ici. Cliquez sur une rune prise pour la reposer.</numerusform>
            <numerusform>%n prises jusqu&apos;ici. Cliquez sur une rune prise pour la reposer.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HelpMenu</name>
    <message>
        <location filename="../../app/help_menu.py" line="+36"/>
        <source>&amp;Rules</source>
        <translation>&amp;Règles</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>Raccourcis &amp;clavier</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Statistics</source>
        <translation>&amp;Statistiques</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open the log &amp;folder</source>
        <translation>Ouvrir le &amp;dossier du journal</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;About Rök</source>
        <translation>À &amp;propos de Rök</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Menus</source>
        <translation>Menus</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The log folder is {folder}</source>
        <translation>Le dossier du journal : {folder}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>About Rök</source>
        <translation>À propos de Rök</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;Rök {version}&lt;/h3&gt;&lt;p&gt;The rune-stone grabbing game on the desktop: throw the stones, grab the pairs, flick at the Rune of Fate.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Rök {version}&lt;/h3&gt;&lt;p&gt;Le jeu de ramassage de runes sur ordinateur&#xa0;: lancez les runes, attrapez les paires, visez la rune du Destin d&apos;une pichenette.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>HistoryWriter</name>
    <message numerus="yes">
        <location filename="../../app/history_writer.py" line="+86"/>
        <source>%n unreadable line(s) were moved to {file}; your games are all kept</source>
        <translation>
            <numerusform>%n ligne illisible a été déplacée dans {file}&#xa0;; vos parties sont toutes conservées</numerusform>
            <numerusform>%n lignes illisibles ont été déplacées dans {file}&#xa0;; vos parties sont toutes conservées</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{problem} (skipped; {count} unreadable lines in all)</source>
        <translation>{problem} (ignorée&#xa0;; lignes illisibles en tout&#xa0;: {count})</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Game history: {problem}</source>
        <translation>Historique des parties&#xa0;: {problem}</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <location filename="../../ui/network/host_dialog.py" line="+65"/>
        <source>Host a table</source>
        <translation>Ouvrir une table en réseau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the table</source>
        <translation>Ouvrir la table</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>On this computer</source>
        <translation>Sur cet ordinateur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On a server:</source>
        <translation>Sur un serveur&#xa0;:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rok.example.net:47400</source>
        <translation>rok.example.net:47400</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Server address</source>
        <translation>Adresse du serveur</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Where:</source>
        <translation>Où&#xa0;:</translation>
    </message>
    <message>
        <location line="+25"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spectators&apos; delay in seconds</source>
        <translation>Délai des spectateurs en secondes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spectators see the game this many seconds after the players.</source>
        <translation>Les spectateurs voient la partie ce nombre de secondes après les joueurs.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Spectators&apos; delay:</source>
        <translation>Délai des &amp;spectateurs :</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>how much later than the players a spectator sees each throw and race (0 to 60 seconds)</source>
        <translation>de combien de temps après les joueurs un spectateur voit chaque lancer et chaque course (0 à 60 secondes)</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Open: a player on another computer</source>
        <translation>Libre&#xa0;: un joueur sur un autre ordinateur</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Open at least one seat for a player on another computer.</source>
        <translation>Laissez au moins une place libre pour un joueur sur un autre ordinateur.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Type the server&apos;s address, such as rok.example.net:47400 or wss://rok.example.net:47400.</source>
        <translation>Tapez l&apos;adresse du serveur, par exemple rok.example.net:47400 ou wss://rok.example.net:47400.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The table runs on that server: the others join it from anywhere. It is not announced on this network, and it is not kept on this computer.</source>
        <translation>La table tourne sur ce serveur&#xa0;: les autres la rejoignent de partout. Elle n&apos;est pas annoncée sur ce réseau, et elle n&apos;est pas conservée sur cet ordinateur.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The table runs here, on this computer&apos;s own address only: screens on this computer find it, no other computer can. Should this computer stop, the table is kept and hosted again.</source>
        <translation>La table tourne ici, sur la seule adresse propre de cet ordinateur&#xa0;: les écrans de cet ordinateur la trouvent, aucun autre ordinateur ne le peut. Si cet ordinateur s&apos;arrête, la table est conservée et ouverte de nouveau.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The table runs here: others on this network find it; from elsewhere they need this computer&apos;s port open. Should this computer stop, the table is kept and hosted again.</source>
        <translation>La table tourne ici&#xa0;: sur ce réseau, les autres la trouvent&#xa0;; d&apos;ailleurs, il faut que le port de cet ordinateur soit ouvert. Si cet ordinateur s&apos;arrête, la table est conservée et ouverte de nouveau.</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../../ui/network/join_dialog.py" line="+42"/>
        <source>Join a table</source>
        <translation>Rejoindre une table</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tables on this network</source>
        <translation>Tables sur ce réseau</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Looking for tables on this network…</source>
        <translation>Recherche de tables sur ce réseau…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>host:47400/7Q-K7MQ-2XPA-R4ZB</source>
        <translation>hôte:47400/7Q-K7MQ-2XPA-R4ZB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Address and table code</source>
        <translation>Adresse et code de la table</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Add a person at this screen</source>
        <translation>Ajouter une personne à cet écran</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove the last person</source>
        <translation>Retirer la dernière personne</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only watch (a spectator, without a seat)</source>
        <translation>Seulement regarder (spectateur, sans place)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Join</source>
        <translation>Rejoindre</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tables on this network:</source>
        <translation>Tables sur ce réseau&#xa0;:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Or an address and code:</source>
        <translation>Ou une adresse et un code&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who plays here:</source>
        <translation>Qui joue ici&#xa0;:</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name of person {n}</source>
        <translation>Nom de la personne {n}</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Choose a table above, or type its address and code, such as host:47400/7Q-K7MQ-2XPA-R4ZB.</source>
        <translation>Choisissez une table ci-dessus, ou tapez son adresse et son code, par exemple hôte:47400/7Q-K7MQ-2XPA-R4ZB.</translation>
    </message>
</context>
<context>
    <name>JoinPanel</name>
    <message>
        <location filename="../../ui/input/join_panel.py" line="+33"/>
        <source>Keys: {name}</source>
        <translation>Touches&#xa0;: {name}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Controller: {name}</source>
        <translation>Manette&#xa0;: {name}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mouse</source>
        <translation>Souris</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Touch</source>
        <translation>Tactile</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Use the mouse</source>
        <translation>Prendre la souris</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Release</source>
        <translation>Libérer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} uses the mouse</source>
        <translation>{name} joue à la souris</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Release {name}&apos;s input</source>
        <translation>Libérer la commande de {name}</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Press your take key or button, or touch here, to join</source>
        <translation>Pour rejoindre, appuyez sur votre touche ou bouton de prise, ou touchez ici</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Who plays with what?</source>
        <translation>Qui joue avec quoi&#xa0;?</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>From a name field, click here first.</source>
        <translation>Depuis un champ de nom, cliquez d&apos;abord ici.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>{input} (disconnected)</source>
        <translation>{input} (déconnectée)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{name} has no input yet: press a take key or a controller&apos;s {button}, touch their row, or give them the mouse.</source>
        <translation>{name} n’a pas encore de commande&#xa0;: appuyez sur une touche de prise ou sur le {button} d’une manette, touchez sa ligne, ou donnez-lui la souris.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name}&apos;s controller is disconnected: plug it back in or release it.</source>
        <translation>La manette de {name} est déconnectée&#xa0;: rebranchez-la ou libérez-la.</translation>
    </message>
</context>
<context>
    <name>KeyBindings</name>
    <message>
        <location filename="../../ui/input/bindings_editor.py" line="+44"/>
        <source>{cluster}: {action}</source>
        <translation>{cluster}&#xa0;: {action}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Press a key…</source>
        <translation>Appuyez sur une touche…</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Restore &amp;defaults</source>
        <translation>Rétablir les valeurs par &amp;défaut</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>{key} is already {cluster}: {action}. Choose another key.</source>
        <translation>{key} sert déjà à {cluster}&#xa0;: {action}. Choisissez une autre touche.</translation>
    </message>
    <message>
        <location filename="../../ui/input/key_bindings.py" line="+46"/>
        <source>Left hand (W A S D)</source>
        <translation>Main gauche (W A S D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Arrow keys</source>
        <translation>Touches fléchées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Numeric keypad</source>
        <translation>Pavé numérique</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Up</source>
        <translation>Haut</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Down</source>
        <translation>Bas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left</source>
        <translation>Gauche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right</source>
        <translation>Droite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take</source>
        <translation>Prendre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put back</source>
        <translation>Reposer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done</source>
        <translation>Terminé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Right Shift</source>
        <translation>Maj droite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left Shift</source>
        <translation>Maj gauche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right Ctrl</source>
        <translation>Ctrl droite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left Ctrl</source>
        <translation>Ctrl gauche</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Keypad {key}</source>
        <translation>Pavé num. {key}</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <location filename="../../ui/lessons/texts.py" line="+16"/>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name} {stones}</source>
        <translation>{name} {stones}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Final scores: {scores}</source>
        <translation>Scores finaux&#xa0;: {scores}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A fresh table for this step: your treasure starts anew.</source>
        <translation>Une nouvelle table pour cette étape&#xa0;: votre butin repart de zéro.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Throw</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take a pair</source>
        <translation>Prenez une paire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your balance stone</source>
        <translation>Votre rune d&apos;Équilibre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Claim</source>
        <translation>La rune d&apos;Équilibre adverse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A wrong pair</source>
        <translation>Une fausse paire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A split pair</source>
        <translation>Une paire partagée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dispute: flick!</source>
        <translation>Litige&#xa0;: pichenette&#xa0;!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New balance stone</source>
        <translation>Nouvelle rune d&apos;Équilibre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game end</source>
        <translation>Fin de partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All at once!</source>
        <translation>Tous en même temps&#xa0;!</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Everyone throws their stones at once. Press Throw or Space.</source>
        <translation>Tout le monde lance en même temps. Appuyez sur Lancer ou Espace.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Same colour and rune make a pair. Drag one ringed stone onto the other, then press Done.</source>
        <translation>Même couleur et même rune&#xa0;: une paire. Glissez une rune entourée sur l&apos;autre, puis Terminé.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Drag the twin of your balance stone (at your seat) onto it, then Done.</source>
        <translation>Glissez la jumelle de votre rune d&apos;Équilibre sur elle, puis Terminé.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drag the twin of {opponent}&apos;s balance stone onto it, then Done. Watch the end of the round.</source>
        <translation>Glissez sa jumelle sur la rune d&apos;Équilibre de {opponent}, puis Terminé. Regardez la fin de manche.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Same rune, different colour: not twins. Take them together anyway, then Done.</source>
        <translation>Même rune, autre couleur&#xa0;: pas des jumelles. Prenez-les quand même ensemble, puis Terminé.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{opponent} will reach one stone first. Take the ringed pair anyway, then Done.</source>
        <translation>{opponent} atteindra une rune en premier. Prenez quand même la paire entourée, puis Terminé.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The order of your captures matters. Press on your ringed edge, drag back to aim, release. Touching the Rune of Fate is out.</source>
        <translation>L&apos;ordre des prises compte. Appuyez sur votre bord entouré, tirez pour viser, relâchez. Toucher la rune du Destin élimine.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You have none. Take the ringed pair, then Done. Watch the stone nearest the Rune of Fate.</source>
        <translation>Vous n&apos;en avez pas. Prenez la paire entourée, puis Terminé. Regardez la rune la plus proche de la rune du Destin.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nearly empty bag: last round. Take the pair, Done, then See the final scores.</source>
        <translation>Sac presque vide&#xa0;: dernière manche. Prenez la paire, Terminé, puis Voir les scores finaux.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Everyone grabs together. After the countdown, drag pairs before {opponent}. Enter when done.</source>
        <translation>Tous ramassent ensemble. Après le décompte, réunissez des paires avant {opponent}. Entrée pour finir.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Only face-up stones can be taken.</source>
        <translation>Seules les runes face visible peuvent être prises.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pair is yours. Most stones wins.</source>
        <translation>La paire est à vous. Le plus de runes gagne.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Both go to your treasure.</source>
        <translation>Les deux vont dans votre butin.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A capture: their balance stone and its colour&apos;s stones are yours.</source>
        <translation>Prise&#xa0;: sa rune d&apos;Équilibre et ses runes de cette couleur.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wrong pair: back to the bag, and a pair of yours pays the penalty.</source>
        <translation>Fausse paire&#xa0;: retour au sac, plus une paire en pénalité.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each got one stone: both go back. No penalty.</source>
        <translation>Une rune chacun&#xa0;: les deux retournent au sac, sans pénalité.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nearest to the Rune of Fate wins and chooses the order.</source>
        <translation>La plus proche de la rune du Destin gagne et choisit l&apos;ordre.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The nearest face-up stone is your new balance stone.</source>
        <translation>La rune face visible la plus proche est votre nouvelle rune d&apos;Équilibre.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Most stones wins: you are the grand master of runes!</source>
        <translation>Le plus de runes gagne&#xa0;: vous êtes grand maître des runes&#xa0;!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Well grabbed! You know the game.</source>
        <translation>Bien joué&#xa0;! Vous connaissez le jeu.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Drag one ringed stone onto the other before Done.</source>
        <translation>Faites glisser une rune entourée sur l&apos;autre avant Terminé.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drag the ringed table stone onto your ringed balance stone.</source>
        <translation>Faites glisser la rune entourée de la table sur votre rune d&apos;Équilibre entourée.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drag the ringed table stone onto {opponent}&apos;s ringed balance stone.</source>
        <translation>Faites glisser la rune entourée de la table sur la rune d&apos;Équilibre entourée de {opponent}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take the two ringed stones together, even though they are not twins.</source>
        <translation>Prenez ensemble les deux runes entourées, même si ce ne sont pas des jumelles.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take the ringed pair, even though {opponent} is quick.</source>
        <translation>Prenez la paire entourée, même si {opponent} est rapide.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your stone touched the Rune of Fate: out. Pull back less.</source>
        <translation>Votre rune a touché la rune du Destin&#xa0;: éliminée. Tirez moins loin.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not twins: a pair has the same colour and rune. A wrong pair costs a penalty.</source>
        <translation>Pas des jumelles&#xa0;: une paire a la même couleur et la même rune. Une fausse paire coûte une pénalité.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{opponent} was quicker. Drag one stone onto its twin.</source>
        <translation>{opponent} a été plus rapide. Faites glisser une rune sur sa jumelle.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Step {n} of {total}</source>
        <translation>Étape {n} sur {total}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Click when ready.</source>
        <translation>Cliquez pour commencer.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your turn</source>
        <translation>À vous</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You know the game!</source>
        <translation>Vous connaissez le jeu&#xa0;!</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Set up a game with friends or computer players when you are ready.</source>
        <translation>Préparez une partie avec des amis ou l&apos;ordinateur quand vous êtes prêt.</translation>
    </message>
</context>
<context>
    <name>LessonActions</name>
    <message>
        <location filename="../../app/learn.py" line="+89"/>
        <source>&amp;Learn to play</source>
        <translation>&amp;Apprendre à jouer</translation>
    </message>
</context>
<context>
    <name>LessonHost</name>
    <message>
        <location line="+44"/>
        <source>Learn to play</source>
        <translation>Apprendre à jouer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You left the lesson at step {n} of {total}.</source>
        <translation>Vous avez quitté la leçon à l&apos;étape {n} sur {total}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Resume at step {n}</source>
        <translation>Reprendre à l&apos;étape {n}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start over</source>
        <translation>Recommencer</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Join a table…</source>
        <translation>Rejoindre une table…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Welcome to Rök</source>
        <translation>Bienvenue dans Rök</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New to Rök? A short guided game teaches every rule as you play.</source>
        <translation>Vous découvrez Rök&#xa0;? Une courte partie guidée vous apprend chaque règle en jouant.</translation>
    </message>
    <message numerus="yes">
        <location line="-7"/>
        <source>Learn to play (about %n minute(s))</source>
        <translation>
            <numerusform>Apprendre à jouer (environ %n minute)</numerusform>
            <numerusform>Apprendre à jouer (environ %n minutes)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set up a game</source>
        <translation>Préparer une partie</translation>
    </message>
</context>
<context>
    <name>LessonPanel</name>
    <message>
        <location filename="../../ui/lessons/panel.py" line="+50"/>
        <source>Lesson</source>
        <translation>Leçon</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Next (Enter)</source>
        <translation>Suivant (Entrée)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Try again (Enter)</source>
        <translation>Réessayer (Entrée)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set up a game</source>
        <translation>Préparer une partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;kip step</source>
        <translation>Pa&amp;sser l&apos;étape</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Leave lesson</source>
        <translation>&amp;Quitter la leçon</translation>
    </message>
</context>
<context>
    <name>LimitTexts</name>
    <message numerus="yes">
        <location filename="../../ui/dialogs/setup_dialog.py" line="+66"/>
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n seconde</numerusform>
            <numerusform>%n secondes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LiveRace</name>
    <message>
        <location filename="../../ui/game/lost_races.py" line="+40"/>
        <source>{name} was faster by {seconds} s</source>
        <translation>{name} a été plus rapide de {seconds}&#xa0;s</translation>
    </message>
    <message>
        <location filename="../../ui/game/live_race.py" line="+167"/>
        <source>Get ready: everyone grabs at once!</source>
        <translation>Préparez-vous&#xa0;: tout le monde ramasse en même temps&#xa0;!</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>You are done: the others grab on.</source>
        <translation>Vous avez terminé&#xa0;: les autres ramassent encore.</translation>
    </message>
    <message>
        <location filename="../../ui/game/race_words.py" line="+27"/>
        <source>You are done: the computer players take what is left…</source>
        <translation>Vous avez terminé&#xa0;: l&apos;ordinateur prend ce qui reste…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You are done: the others grab on…</source>
        <translation>Vous avez terminé&#xa0;: les autres ramassent encore…</translation>
    </message>
    <message>
        <location filename="../../ui/game/live_race.py" line="+73"/>
        <source>Paused · Esc or Resume to go on</source>
        <translation>En pause · Échap ou Reprendre pour continuer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paused: the clock stands still for everyone.</source>
        <translation>En pause&#xa0;: le chronomètre est arrêté pour tous.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Get ready…</source>
        <translation>Préparez-vous…</translation>
    </message>
    <message>
        <location filename="../../ui/game/race_words.py" line="-16"/>
        <source>Grab! Everyone at the table races at once. Enter: done</source>
        <translation>Attrapez&#xa0;! Toute la table joue en même temps. Entrée&#xa0;: fini</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Grab! Move your ring with your keys or stick, take, put back. Esc: pause</source>
        <translation>Ramassez&#xa0;! Déplacez votre anneau avec vos touches ou le stick, prenez, reposez. Échap&#xa0;: pause</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Grab! Press a stone to take it, drop it on its twin or a balance stone. Enter: done · Esc: pause</source>
        <translation>Ramassez&#xa0;! Appuyez sur une rune pour la prendre, lâchez-la sur sa jumelle ou une rune d&apos;Équilibre. Entrée&#xa0;: fini · Échap&#xa0;: pause</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Done</source>
        <translation>Terminé</translation>
    </message>
    <message>
        <location filename="../../ui/game/lost_races.py" line="-2"/>
        <source>{name} was faster by {ms} ms</source>
        <translation>{name} a été plus rapide de {ms}&#xa0;ms</translation>
    </message>
    <message>
        <location filename="../../ui/game/live_race.py" line="+54"/>
        <source>{s} s</source>
        <translation>{s} s</translation>
    </message>
    <message>
        <location filename="../../ui/game/lost_races.py" line="+72"/>
        <source>You lost the {stone} to {other}, {ms} ms faster</source>
        <translation>Vous avez perdu une rune ({stone}) au profit de {other}, plus rapide de {ms}&#xa0;ms</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} lost the {stone} to you, {ms} ms faster</source>
        <translation>{name} a perdu une rune ({stone}) à votre profit&#xa0;: vous étiez plus rapide de {ms}&#xa0;ms</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} lost the {stone} to {other}, {ms} ms faster</source>
        <translation>{name} a perdu une rune ({stone}) au profit de {other}, plus rapide de {ms}&#xa0;ms</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You lost the {stone} to {other}, {seconds} s faster</source>
        <translation>Vous avez perdu une rune ({stone}) au profit de {other}, plus rapide de {seconds}&#xa0;s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} lost the {stone} to you, {seconds} s faster</source>
        <translation>{name} a perdu une rune ({stone}) à votre profit&#xa0;: vous étiez plus rapide de {seconds}&#xa0;s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} lost the {stone} to {other}, {seconds} s faster</source>
        <translation>{name} a perdu une rune ({stone}) au profit de {other}, plus rapide de {seconds}&#xa0;s</translation>
    </message>
</context>
<context>
    <name>Lobby</name>
    <message>
        <location filename="../../ui/network/lobby.py" line="+33"/>
        <source>Open: a player on another computer</source>
        <translation>Libre&#xa0;: un joueur sur un autre ordinateur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Computer player</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>At the host&apos;s screen</source>
        <translation>À l&apos;écran de l&apos;hôte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On a phone</source>
        <translation>Sur un téléphone</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On another computer</source>
        <translation>Sur un autre ordinateur</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>reconnecting…</source>
        <translation>reconnexion…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>connected</source>
        <translation>connecté</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>under 1 ms</source>
        <translation>moins de 1 ms</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{ms} ms</source>
        <translation>{ms} ms</translation>
    </message>
</context>
<context>
    <name>LobbyDialog</name>
    <message>
        <location line="+23"/>
        <source>Host a table</source>
        <translation>Ouvrir une table en réseau</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Join a table</source>
        <translation>Rejoindre une table</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Address and table code</source>
        <translation>Adresse et code de la table</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The server&apos;s certificate</source>
        <translation>Le certificat du serveur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The SHA-256 fingerprint of the server&apos;s certificate, as the invitation carries it: screens that join with the invitation trust this certificate and no other.</source>
        <translation>L&apos;empreinte SHA-256 du certificat du serveur, telle que l&apos;invitation la porte&#xa0;: les écrans qui rejoignent la table avec l&apos;invitation se fient à ce certificat et à nul autre.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Connection</source>
        <translation>Connexion</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Seats</source>
        <translation>Places</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Start</source>
        <translation>Commencer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start with computer players in the open seats</source>
        <translation>Commencer avec l&apos;ordinateur aux places libres</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>On this network:</source>
        <translation>Sur ce réseau&#xa0;:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Invitation:</source>
        <translation>Invitation&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Certificate (SHA-256):</source>
        <translation>Certificat (SHA-256)&#xa0;:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Give the others the invitation: on this network they find the table by its name; from elsewhere they type or paste the address and code.</source>
        <translation>Donnez l&apos;invitation aux autres&#xa0;: sur ce réseau, ils trouvent la table par son nom&#xa0;; d&apos;ailleurs, ils tapent ou collent l&apos;adresse et le code.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You are at the table. The host starts the game.</source>
        <translation>Vous êtes à la table. L&apos;hôte lance la partie.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The table is on the server {server}. Give the others the invitation: they type or paste it in Game &gt; Join a table, from anywhere.</source>
        <translation>La table est sur le serveur {server}. Donnez l&apos;invitation aux autres&#xa0;: ils la tapent ou la collent dans Partie &gt; Rejoindre une table, où qu&apos;ils soient.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>(not announced)</source>
        <translation>(non annoncée)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The invitation is copied.</source>
        <translation>L&apos;invitation est copiée.</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>Waiting for %n player(s) to join.</source>
        <translation>
            <numerusform>En attente de %n joueur.</numerusform>
            <numerusform>En attente de %n joueurs.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Everyone is here: start when you are ready.</source>
        <translation>Tout le monde est là&#xa0;: commencez quand vous êtes prêts.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Everyone is here: the host starts the game.</source>
        <translation>Tout le monde est là&#xa0;: l&apos;hôte lance la partie.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../app/window.py" line="+94"/>
        <source>Rök</source>
        <translation>Rök</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Game status</source>
        <translation>État de la partie</translation>
    </message>
    <message>
        <location filename="../../app/menus.py" line="+74"/>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location filename="../../app/window.py" line="-37"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../../app/menus.py" line="+1"/>
        <source>&amp;View</source>
        <translation>Affic&amp;hage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Settings</source>
        <translation>Para&amp;mètres</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
</context>
<context>
    <name>NetworkActions</name>
    <message>
        <location filename="../../app/network/actions.py" line="+28"/>
        <source>&amp;Host a table…</source>
        <translation>&amp;Ouvrir une table en réseau…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Join a table…</source>
        <translation>&amp;Rejoindre une table…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Leave the table</source>
        <translation>&amp;Quitter la table</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Connection &amp;details…</source>
        <translation>&amp;Détails de la connexion…</translation>
    </message>
</context>
<context>
    <name>NetworkMode</name>
    <message>
        <location filename="../../app/network/mode.py" line="+183"/>
        <source>{title} ({code}) on {host}</source>
        <translation>{title} ({code}) sur {host}</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>connecting…</source>
        <translation>connexion…</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Network table</source>
        <translation>Table en réseau</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>You would play again: the host starts the next game.</source>
        <translation>Vous voulez rejouer&#xa0;: l&apos;hôte lance la partie suivante.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{names} would play again: Rematch starts the next game.</source>
        <translation>{names} veut rejouer&#xa0;: Revanche lance la partie suivante.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>You host this table: if you leave, the game ends for everyone at it (it is kept, and Game &gt; Open hosts it again).</source>
        <translation>Vous êtes l&apos;hôte de cette table&#xa0;: si vous partez, la partie s&apos;arrête pour tous (elle est conservée, et Partie &gt; Ouvrir l&apos;ouvre de nouveau).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game goes on without you: a computer player takes your seat.</source>
        <translation>La partie continue sans vous&#xa0;: l&apos;ordinateur prend votre place.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave the table?</source>
        <translation>Quitter la table&#xa0;?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave the table</source>
        <translation>Quitter la table</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stay</source>
        <translation>Rester</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>The table is kept as {file}: Game &gt; Open hosts it again.</source>
        <translation>La table est conservée dans {file}&#xa0;: Partie &gt; Ouvrir l&apos;ouvre de nouveau.</translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <location filename="../../app/new_game.py" line="+39"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Game controllers cannot join: {reason}</source>
        <translation>Les manettes ne peuvent pas rejoindre la partie&#xa0;: {reason}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Cannot start</source>
        <translation>Démarrage impossible</translation>
    </message>
</context>
<context>
    <name>OrderDialog</name>
    <message>
        <location filename="../../ui/dialogs/order_dialog.py" line="-61"/>
        <source>{claimant} holds the twin of {victim}&apos;s balance stone ({stone}).</source>
        <translation>{claimant} détient la jumelle de la rune d&apos;Équilibre que possède {victim} ({stone}).</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>{name} orders the {colour} captures</source>
        <translation>{name} fixe l&apos;ordre des prises en {colour}</translation>
    </message>
    <message>
        <location line="-79"/>
        <source>The order in which these {colour} captures happen changes who ends up with what: a player captured first loses their {colour} stones before they can capture. So {names} each flick their claim stone at the Rune of Fate; the stone that stops closest to it, without touching it, wins and chooses the order.</source>
        <translation>L&apos;ordre de ces prises en {colour} décide de qui obtient quoi&#xa0;: un joueur qui subit une prise en premier perd ses runes en {colour} avant de pouvoir prendre à son tour. Alors {names} lancent chacun leur rune jumelle d&apos;une pichenette vers la rune du Destin&#xa0;; la rune qui s&apos;arrête le plus près sans la toucher gagne, et son joueur choisit l&apos;ordre.</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>{name} won the flick contest and arranges the order in which the {colour} captures resolve, first at the top.</source>
        <translation>{name} a gagné le concours de pichenette et décide de l&apos;ordre des prises en {colour}, la première en haut.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Order of captures, first at the top</source>
        <translation>Ordre des prises, la première en haut</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>You capture from {victim}</source>
        <translation>Vous prenez à {victim}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{claimant} captures from you</source>
        <translation>{claimant} vous prend vos runes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{claimant} captures from {victim}</source>
        <translation>{claimant} prend à {victim}</translation>
    </message>
    <message>
        <location line="-59"/>
        <source>Move up</source>
        <translation>Monter</translation>
    </message>
    <message>
        <location line="-132"/>
        <source>You hold the twin of {victim}&apos;s balance stone ({stone}).</source>
        <translation>Vous détenez la jumelle de la rune d&apos;Équilibre que possède {victim} ({stone}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{claimant} holds the twin of your balance stone ({stone}).</source>
        <translation>{claimant} détient la jumelle de votre rune d&apos;Équilibre ({stone}).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The order in which these {colour} captures happen changes who ends up with what: a player captured first loses their {colour} stones before they can capture. So you and {names} each flick a claim stone at the Rune of Fate; the stone that stops closest to it, without touching it, wins and chooses the order.</source>
        <translation>L&apos;ordre de ces prises en {colour} décide de qui obtient quoi&#xa0;: un joueur qui subit une prise en premier perd ses runes en {colour} avant de pouvoir prendre à son tour. Alors vous et {names} lancez chacun votre rune jumelle d&apos;une pichenette vers la rune du Destin&#xa0;; la rune qui s&apos;arrête le plus près sans la toucher gagne, et son joueur choisit l&apos;ordre.</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>You order the {colour} captures</source>
        <translation>Vous fixez l&apos;ordre des prises en {colour}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You won the flick contest and arrange the order in which the {colour} captures resolve, first at the top.</source>
        <translation>Vous avez gagné le concours de pichenette et décidez de l&apos;ordre des prises en {colour}, la première en haut.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Move down</source>
        <translation>Descendre</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Resolve in this order</source>
        <translation>Valider cet ordre</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>you: {gain:+d}</source>
        <translation>vous&#xa0;: {gain:+d}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}: {gain:+d}</source>
        <translation>{name}&#xa0;: {gain:+d}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stones gained in this order: {list}</source>
        <translation>Runes gagnées dans cet ordre&#xa0;: {list}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none</source>
        <translation>aucune</translation>
    </message>
</context>
<context>
    <name>PadButtons</name>
    <message>
        <location filename="../../ui/input/pad_buttons.py" line="+34"/>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Guide</source>
        <translation>Guide</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left stick</source>
        <translation>Stick gauche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right stick</source>
        <translation>Stick droit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left shoulder</source>
        <translation>Gâchette haute gauche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right shoulder</source>
        <translation>Gâchette haute droite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>D-pad up</source>
        <translation>Croix haut</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>D-pad down</source>
        <translation>Croix bas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>D-pad left</source>
        <translation>Croix gauche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>D-pad right</source>
        <translation>Croix droite</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Button {n}</source>
        <translation>Bouton {n}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{button} moves the ring or pauses. Choose another button.</source>
        <translation>{button} déplace l&apos;anneau ou met en pause. Choisissez un autre bouton.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{button} is already {action}. Choose another button.</source>
        <translation>{button} sert déjà à&#xa0;: {action}. Choisissez un autre bouton.</translation>
    </message>
    <message>
        <location filename="../../ui/input/pad_editor.py" line="+40"/>
        <source>Game controller: {action}</source>
        <translation>Manette&#xa0;: {action}</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Press a button…</source>
        <translation>Appuyez sur un bouton…</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Restore the &amp;buttons</source>
        <translation>Rétablir les &amp;boutons</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>No game controller can be read here: {why}</source>
        <translation>Aucune manette ne peut être lue ici&#xa0;: {why}</translation>
    </message>
</context>
<context>
    <name>PauseVeil</name>
    <message>
        <location filename="../../ui/table/pause_veil.py" line="+22"/>
        <location line="+12"/>
        <source>Paused</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Your clock is stopped while a window or menu is open. Close it to play on.</source>
        <translation>Votre chrono est arrêté tant qu&apos;une fenêtre ou un menu est ouvert. Fermez-le pour continuer.</translation>
    </message>
</context>
<context>
    <name>PenaltyDialog</name>
    <message>
        <location filename="../../ui/dialogs/penalty_dialog.py" line="+44"/>
        <source>Penalty for {name}</source>
        <translation>Pénalité pour {name}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}, a wrong pair or wrong twin costs one pair from your treasure. Choose the pair to put back into the bag.</source>
        <translation>{name}, une fausse paire ou une fausse jumelle coûte une paire de votre butin. Choisissez la paire à remettre dans le sac.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>You owe %n penalties; this is one of them.</source>
        <translation>
            <numerusform>Vous devez %n pénalité&#xa0;; la voici.</numerusform>
            <numerusform>Vous devez %n pénalités&#xa0;; voici l&apos;une d&apos;elles.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pairs that can pay</source>
        <translation>Paires utilisables pour payer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a pair of {stone}</source>
        <translation>paire&#xa0;: {stone}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>(suggested)</source>
        <translation>(suggérée)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pay this pair</source>
        <translation>Payer avec cette paire</translation>
    </message>
</context>
<context>
    <name>PhonePanel</name>
    <message>
        <location filename="../../ui/network/phone_panel.py" line="+82"/>
        <source>Play on your phone</source>
        <translation>Jouer sur votre téléphone</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Phone address</source>
        <translation>Adresse pour les téléphones</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scan the code with a phone&apos;s camera, or type the address in its browser: each player types a name and takes a free seat. Nothing to install.</source>
        <translation>Scannez le code avec l&apos;appareil photo d&apos;un téléphone, ou tapez l&apos;adresse dans son navigateur : chaque joueur tape un nom et prend une place libre. Rien à installer.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>starting…</source>
        <translation>démarrage…</translation>
    </message>
</context>
<context>
    <name>PhoneRows</name>
    <message>
        <location filename="../../ui/dialogs/phone_rows.py" line="+46"/>
        <source>Add a phone seat</source>
        <translation>Ajouter une place pour un téléphone</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A seat for a player with a phone: the phone scans the code shown here and races on its own screen.</source>
        <translation>Une place pour un joueur avec un téléphone&#xa0;: le téléphone scanne le code affiché ici et joue la ruée sur son propre écran.</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>Waiting for a phone at seat {n}: scan the code with it, or choose another player.</source>
        <translation>La place {n} attend un téléphone&#xa0;: scannez le code avec un téléphone, ou choisissez un autre joueur.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Phones race all at once: choose All at once, or another player for seat {n}.</source>
        <translation>Les téléphones jouent tous en même temps&#xa0;: choisissez Tous en même temps, ou un autre joueur pour la place {n}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Phones cannot join: {reason}</source>
        <translation>Les téléphones ne peuvent pas rejoindre la table&#xa0;: {reason}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Starting the game…</source>
        <translation>La partie commence…</translation>
    </message>
</context>
<context>
    <name>PhoneTable</name>
    <message>
        <location filename="../../app/network/phone_table.py" line="+181"/>
        <source>The table has ended.</source>
        <translation>La table est fermée.</translation>
    </message>
</context>
<context>
    <name>PracticeActions</name>
    <message>
        <location filename="../../app/practice_mode.py" line="+29"/>
        <source>&amp;Practice</source>
        <translation>&amp;Entraînement</translation>
    </message>
</context>
<context>
    <name>PracticeMode</name>
    <message>
        <location line="+29"/>
        <source>Practice</source>
        <translation>Entraînement</translation>
    </message>
</context>
<context>
    <name>PracticeRecorder</name>
    <message numerus="yes">
        <location filename="../../app/practice_record.py" line="+96"/>
        <source>%n unreadable line(s) were moved to {file}; your throws are all kept</source>
        <translation>
            <numerusform>%n ligne illisible a été déplacée dans {file}&#xa0;; vos lancers sont tous conservés</numerusform>
            <numerusform>%n lignes illisibles ont été déplacées dans {file}&#xa0;; vos lancers sont tous conservés</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{problem} (skipped; {count} unreadable lines in all)</source>
        <translation>{problem} (ignorée&#xa0;; {count} lignes illisibles en tout)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Practice record: {problem}</source>
        <translation>Relevé d&apos;entraînement&#xa0;: {problem}</translation>
    </message>
</context>
<context>
    <name>PracticeWidget</name>
    <message>
        <location filename="../../ui/practice/widget.py" line="+66"/>
        <source>Practice table</source>
        <translation>Table d&apos;entraînement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>T throws. Take pairs by dragging one stone onto its twin or clicking both; lay a stone on your balance stone to take its twin. The arrow keys move a ring over the stones and Space takes. H rings a hint. Escape leaves.</source>
        <translation>T lance. Prenez une paire en faisant glisser une rune sur sa jumelle ou en cliquant sur les deux&#xa0;; posez une rune sur votre rune d&apos;Équilibre pour prendre sa jumelle. Les flèches déplacent un anneau sur les runes et Espace prend. H donne un indice. Échap quitte.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>What happens now</source>
        <translation>Ce qui se passe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Throw (T)</source>
        <translation>Lancer (T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint (H)</source>
        <translation>Indice (H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave (Esc)</source>
        <translation>Quitter (Échap)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The practice table: no opponents, no clock. T throws the stones.</source>
        <translation>La table d&apos;entraînement&#xa0;: ni adversaire, ni chronomètre. T lance les runes.</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>The stones fly…</source>
        <translation>Les runes volent…</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>The {first} and the {second} are not twins: a pair is two stones of one colour and one symbol.</source>
        <translation>Ces deux runes ne sont pas jumelles ({first}, {second})&#xa0;: une paire, ce sont deux runes de même couleur et de même sigle.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not twins</source>
        <translation>Pas jumelles</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Nothing to take on this throw: T throws again.</source>
        <translation>Rien à prendre dans ce lancer&#xa0;: T relance.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All found. T throws again; Esc leaves.</source>
        <translation>Tout est trouvé. T relance&#xa0;; Échap quitte.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Found in {time}. More to find: H for a hint.</source>
        <translation>Trouvée en {time}. Il en reste&#xa0;: H pour un indice.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Find the pairs and your balance stone&apos;s twin. H: a hint after {time}.</source>
        <translation>Trouvez les paires et la jumelle de votre rune d&apos;Équilibre. H&#xa0;: un indice après {time}.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>A hint in {time}: look a little longer.</source>
        <translation>Un indice dans {time}&#xa0;: cherchez encore un peu.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Hint</source>
        <translation>Indice</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint: the ringed stone is your balance stone&apos;s twin.</source>
        <translation>Indice&#xa0;: la rune entourée est la jumelle de votre rune d&apos;Équilibre.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint: the ringed stone&apos;s twin lies face up on the table.</source>
        <translation>Indice&#xa0;: la jumelle de la rune entourée est face visible sur la table.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Hint: lay the ringed stone on your balance stone.</source>
        <translation>Indice&#xa0;: posez la rune entourée sur votre rune d&apos;Équilibre.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint: the two ringed stones are twins: take them.</source>
        <translation>Indice&#xa0;: les deux runes entourées sont jumelles&#xa0;: prenez-les.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../../app/preferences.py" line="+68"/>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>System language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The new language is used when Rök next starts.</source>
        <translation>La nouvelle langue s&apos;appliquera au prochain démarrage de Rök.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Volume</source>
        <translation>Volume</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Mute all sounds</source>
        <translation>&amp;Couper tous les sons</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Colour marks on the stones</source>
        <translation>&amp;Marques de couleur sur les runes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One dot under the rune: white; two: grey; three: black.</source>
        <translation>Un point sous le sigle&#xa0;: blanc&#xa0;; deux&#xa0;: gris&#xa0;; trois&#xa0;: noir.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Text size</source>
        <translation>Taille du texte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As the system asks</source>
        <translation>Comme le demande le système</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game&apos;s colours</source>
        <translation>Les couleurs du jeu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High contrast</source>
        <translation>Contraste élevé</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Contrast</source>
        <translation>Contraste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Text size and contrast change at once when you press OK; the table&apos;s stones keep their colours.</source>
        <translation>La taille du texte et le contraste changent dès que vous appuyez sur OK&#xa0;; les runes de la table gardent leurs couleurs.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Reduce motion</source>
        <translation>&amp;Réduire les mouvements</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Normal</source>
        <translation>Normales</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>Rapides</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off</source>
        <translation>Désactivées</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Animation speed</source>
        <translation>Vitesse des animations</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Off: wait until we are ready</source>
        <translation>Jamais&#xa0;: attendre que nous soyons prêts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> s</source>
        <translation>&#xa0;s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go on by itself after</source>
        <translation>Continuer tout seul après</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>every network of this computer</source>
        <translation>tous les réseaux de cet ordinateur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Network addresses for tables</source>
        <translation>Adresses réseau des tables</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Host and look for tables only on these addresses, separated by commas: 127.0.0.1 keeps them on this computer.</source>
        <translation>Ouvrir et chercher des tables seulement sur ces adresses, séparées par des virgules&#xa0;: 127.0.0.1 les garde sur cet ordinateur.</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>G&amp;eneral</source>
        <translation>&amp;Général</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>D&amp;isplay</source>
        <translation>Affic&amp;hage</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keys for players sharing the keyboard: click a key, then press the new one (Esc keeps the old).</source>
        <translation>Touches des joueurs qui partagent le clavier&#xa0;: cliquez sur une touche, puis appuyez sur la nouvelle (Échap garde l&apos;ancienne).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game controllers</source>
        <translation>Manettes</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Control&amp;s</source>
        <translation>C&amp;ommandes</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>&amp;Language:</source>
        <translation>&amp;Langue&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Volume:</source>
        <translation>&amp;Volume&#xa0;:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Text size:</source>
        <translation>Ta&amp;ille du texte&#xa0;:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>C&amp;ontrast:</source>
        <translation>Co&amp;ntraste&#xa0;:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Animations:</source>
        <translation>&amp;Animations&#xa0;:</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>&amp;Go on by itself after:</source>
        <translation>&amp;Continuer tout seul après&#xa0;:</translation>
    </message>
    <message>
        <location line="-120"/>
        <source>Stones fade out where they were and in where they land instead of flying; the table does not turn.</source>
        <translation>Au lieu de voler, les runes s&apos;effacent là où elles étaient et apparaissent là où elles arrivent&#xa0;; la table ne tourne pas.</translation>
    </message>
    <message>
        <location line="+121"/>
        <source>&amp;Network tables on:</source>
        <translation>&amp;Tables en réseau sur&#xa0;:</translation>
    </message>
    <message>
        <location line="-135"/>
        <location line="+161"/>
        <source>{n}%</source>
        <translation>{n}&#xa0;%</translation>
    </message>
</context>
<context>
    <name>QrCode</name>
    <message>
        <location filename="../../ui/network/phone_panel.py" line="-85"/>
        <source>QR code of the phone address</source>
        <translation>Code QR de l&apos;adresse pour les téléphones</translation>
    </message>
</context>
<context>
    <name>RecordKeeper</name>
    <message>
        <location filename="../../app/record_keeper.py" line="+140"/>
        <source>The record this game&apos;s file brought is still being checked: try again in a moment</source>
        <translation>Le déroulé apporté par le fichier de cette partie est encore en cours de vérification&#xa0;: réessayez dans un instant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game has no record: it was opened from a file without one, or with one that does not lead to it</source>
        <translation>Cette partie n&apos;a pas de déroulé&#xa0;: elle vient d&apos;un fichier qui n&apos;en a pas, ou dont le déroulé ne mène pas à elle</translation>
    </message>
    <message>
        <location line="+124"/>
        <location line="+2"/>
        <source>Watch a game: {problem}</source>
        <translation>Revoir une partie : {problem}</translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <location filename="../../ui/refusals.py" line="+22"/>
        <source>Seat {seat} needs a name.</source>
        <translation>La place {seat} doit avoir un nom.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seat {seat}: a name of at most {limit} characters.</source>
        <translation>Place {seat}&#xa0;: un nom de {limit} caractères au plus.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Two seats are called “{name}”; names must differ.</source>
        <translation>Deux places s&apos;appellent «&#xa0;{name}&#xa0;»&#xa0;; les noms doivent différer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seat {seat}: an age from {low} to {high}.</source>
        <translation>Place {seat}&#xa0;: un âge de {low} à {high} ans.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first player must be one of the seats.</source>
        <translation>Le premier joueur doit occuper l&apos;une des places.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The time limit must be positive, or none.</source>
        <translation>La limite de temps doit être positive, ou absente.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is waiting for something else.</source>
        <translation>La partie attend autre chose.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It is {name}&apos;s move.</source>
        <translation>C&apos;est à {name} de jouer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A penalty is paid with one pair of twins from your own treasure.</source>
        <translation>Une pénalité se paie avec une paire de jumelles de votre propre butin.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The order must list each of this colour&apos;s claims exactly once.</source>
        <translation>L&apos;ordre doit citer chaque rune jumelle de cette couleur exactement une fois.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That flick cannot be measured.</source>
        <translation>Cette pichenette ne peut pas être mesurée.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That flick is too strong.</source>
        <translation>Cette pichenette est trop forte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flick from your own edge of the table.</source>
        <translation>Faites la pichenette depuis votre bord de la table.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Too many picks in one turn.</source>
        <translation>Trop de prises en un tour.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The {stone} is taken twice.</source>
        <translation>Le {stone} est pris deux fois.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The {stone} is not a balance stone.</source>
        <translation>Le {stone} n&apos;est pas une rune d&apos;Équilibre.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That take has no valid time.</source>
        <translation>Cette prise n&apos;a pas d&apos;heure valable.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That take came after the time limit.</source>
        <translation>Cette prise est arrivée après la limite de temps.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody may take the Rune of Fate.</source>
        <translation>Personne ne peut prendre la rune du Destin.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody may take a balance stone.</source>
        <translation>Personne ne peut prendre une rune d&apos;Équilibre.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The {stone} is not on the table.</source>
        <translation>Le {stone} n&apos;est pas sur la table.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody may take a face-down stone.</source>
        <translation>Personne ne peut prendre une rune face cachée.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seat {seat}: the matching computer player needs a find time and a pace.</source>
        <translation>Place {seat}&#xa0;: le joueur ordinateur à votre mesure a besoin d&apos;un temps de recherche et d&apos;une allure.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no seat {seat}.</source>
        <translation>Il n&apos;y a pas de place {seat}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} has already ended their turn.</source>
        <translation>{name} a déjà terminé son tour.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The {stone} is not in your hand.</source>
        <translation>Le {stone} n&apos;est pas dans votre main.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That move came before your previous one.</source>
        <translation>Ce coup vient avant votre coup précédent.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That move arrived too late: the race at that moment is already settled.</source>
        <translation>Ce coup est arrivé trop tard : la course à cet instant est déjà jugée.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not twins: a pair is two stones of one colour and one symbol.</source>
        <translation>Pas jumelles&#xa0;: une paire, ce sont deux runes de même couleur et de même sigle.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The race had not started yet.</source>
        <translation>La course n&apos;avait pas encore commencé.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The race&apos;s settle window or a stamp&apos;s uncertainty is out of range.</source>
        <translation>La fenêtre d&apos;arbitrage de la course ou l&apos;incertitude d&apos;un horodatage est hors limites.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>It is your move.</source>
        <translation>C&apos;est à vous de jouer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have already ended your turn.</source>
        <translation>Vous avez déjà terminé votre tour.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Rök needs at least two players.</source>
        <translation>Rök se joue à deux joueurs au moins.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rök is for at most five players.</source>
        <translation>Rök se joue à cinq joueurs au plus.</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <location filename="../../ui/replay/marks.py" line="+21"/>
        <source>{seconds} s</source>
        <translation>{seconds} s</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name}, {stamp}</source>
        <translation>{name}, {stamp}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name} lost to {winner} at {stamp} ({late} late)</source>
        <translation>{name} battu par {winner} à {stamp} ({late} de retard)</translation>
    </message>
</context>
<context>
    <name>ReplayMode</name>
    <message>
        <location filename="../../app/replay_mode.py" line="+71"/>
        <source>&amp;Watch a game…</source>
        <translation>&amp;Revoir une partie…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save the game&apos;s &amp;record as…</source>
        <translation>Enregistrer le dé&amp;roulé de la partie sous…</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Round {n} of this game again: {players}</source>
        <translation>La manche {n} de cette partie, de nouveau&#xa0;: {players}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Checking the record of {title}…</source>
        <translation>Vérification du déroulé de {title}…</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Watching {title}: {players}</source>
        <translation>On revoit {title} : {players}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game cannot be watched. {reason}.</source>
        <translation>La partie ne peut pas être revue. {reason}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file}: {text}</source>
        <translation>{file} : {text}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot watch the game</source>
        <translation>Impossible de revoir la partie</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+22"/>
        <source>Cannot save the game&apos;s record</source>
        <translation>Impossible d&apos;enregistrer le déroulé de la partie</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>Save the game&apos;s record</source>
        <translation>Enregistrer le déroulé de la partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>game-record.rokrec</source>
        <translation>deroule-partie.rokrec</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rök game records (*.rokrec)</source>
        <translation>Déroulés de parties Rök (*.rokrec)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The game&apos;s record is saved as {file}</source>
        <translation>Le déroulé de la partie est enregistré : {file}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Watching a game: your own game waits</source>
        <translation>On revoit une partie : la vôtre attend</translation>
    </message>
</context>
<context>
    <name>ReplayViewer</name>
    <message>
        <location filename="../../ui/replay/viewer.py" line="+43"/>
        <source>Replayed table</source>
        <translation>Table revue</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Replay position</source>
        <translation>Où en est la revue</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>One move back (Left)</source>
        <translation>Un coup en arrière (Gauche)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+86"/>
        <source>Play</source>
        <translation>Lecture</translation>
    </message>
    <message>
        <location line="-86"/>
        <source>Play or pause (Space)</source>
        <translation>Lecture ou pause (Espace)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One move on (Right)</source>
        <translation>Un coup en avant (Droite)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Jump to round</source>
        <translation>Aller à la manche</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+16"/>
        <source>Speed</source>
        <translation>Vitesse</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>{speed}x</source>
        <translation>{speed}x</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+9"/>
        <source>Seen from</source>
        <translation>Vu depuis</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Back to the game (Esc)</source>
        <translation>Retour à la partie (Échap)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Round</source>
        <translation>Manche</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Round {n}</source>
        <translation>Manche {n}</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Move {n} of {total}</source>
        <translation>Coup {n} sur {total}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{where} · race {stamp}</source>
        <translation>{where} · course {stamp}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
</context>
<context>
    <name>RoundLog</name>
    <message>
        <location filename="../../ui/game/round_log.py" line="+39"/>
        <source>Round log</source>
        <translation>Journal des manches</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Nothing yet: each round&apos;s summary is kept here.</source>
        <translation>Rien encore&#xa0;: le bilan de chaque manche est gardé ici.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round {n}</source>
        <translation>Manche {n}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nothing was taken this round.</source>
        <translation>Personne n&apos;a rien pris dans cette manche.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../ui/dialogs/rules_dialog.py" line="+33"/>
        <source>How a game is set up</source>
        <translation>Comment commence une partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How a round is played</source>
        <translation>Comment se joue une manche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How wrong pairs and penalties work</source>
        <translation>Fausses paires et pénalités</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How ordering disputes work</source>
        <translation>Comment se règlent les litiges d&apos;ordre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How the game ends and a tie is broken</source>
        <translation>La fin de la partie et le départage des ex aequo</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Rules of Rök</source>
        <translation>Règles de Rök</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Rök: grab the runes</source>
        <translation>Rök&#xa0;: attrapez les runes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>49 stones: the Rune of Fate, and 48 rune stones in three colours (white, grey, black), eight runes each, two of each. Two stones of the same colour and rune are twins. The player with the most stones in their treasure at the end wins.</source>
        <translation>49 runes&#xa0;: la rune du Destin et 48 runes en trois couleurs (blanc, gris, noir), huit sigles par couleur, chacun en deux exemplaires. Deux runes de même couleur et de même sigle sont jumelles. Le joueur qui a le plus de runes dans son butin à la fin gagne.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The Rune of Fate lies at the centre and never moves.</source>
        <translation>La rune du Destin est au centre et ne bouge jamais.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A stone lying face down shows its plain side.</source>
        <translation>Une rune face cachée montre sa face lisse.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Setup</source>
        <translation>Mise en place</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each player draws a balance stone and lays it face up at their seat; no two balance stones may be twins. The youngest player starts.</source>
        <translation>Chaque joueur pioche une rune d&apos;Équilibre et la pose face visible devant lui&#xa0;; deux runes d&apos;Équilibre ne peuvent pas être jumelles. Le plus jeune joueur commence.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A round</source>
        <translation>Une manche</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each player draws stones unseen (5, 4, 3 or 2 each for 2, 3, 4 or 5 players) and everyone throws them at the centre at once. Then everybody grabs: a visible pair (two face-up twins) goes into your treasure; the twin of your own balance stone goes into your treasure together with the balance stone; the twin of another player&apos;s balance stone is a claim on that player. Face-down stones and balance stones cannot be taken.</source>
        <translation>Chaque joueur pioche des runes sans les voir (5, 4, 3 ou 2 chacun pour 2, 3, 4 ou 5 joueurs) et tous les lancent en même temps vers le centre. Puis chacun ramasse&#xa0;: une paire visible (deux jumelles face visible) va dans votre butin&#xa0;; la jumelle de votre propre rune d&apos;Équilibre y va avec la rune d&apos;Équilibre&#xa0;; la jumelle de la rune d&apos;Équilibre d&apos;un autre joueur vous donne une prise sur ce joueur. On ne peut prendre ni une rune face cachée ni une rune d&apos;Équilibre.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>On this screen the grab is all at once or a relay. All at once, after a countdown everyone grabs from the one table: a stone taken leaves the table, and two in hand make a pick. In a relay each player in turn takes from the table as the throw left it, on the clock, and whoever touched a stone first gets it. Drag a stone onto its twin, or onto a balance stone; or click one stone, then the other.</source>
        <translation>Sur cet écran, le ramassage se joue tous en même temps ou en relais. Tous en même temps, après un compte à rebours, chacun ramasse sur la même table&#xa0;: une rune prise quitte la table, et deux runes en main forment une prise. En relais, chaque joueur à son tour ramasse, contre la montre, sur la table telle que le lancer l&apos;a laissée, et une rune revient à celui qui l&apos;a touchée le premier. Faites glisser une rune sur sa jumelle ou sur une rune d&apos;Équilibre&#xa0;; ou cliquez sur une rune, puis sur l&apos;autre.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>End of the round</source>
        <translation>Fin de la manche</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wrong pairs go back into the bag, and cost their taker one pair from the treasure. A pair split between two players goes back into the bag. A claim captures the victim&apos;s balance stone and every stone of its colour in their treasure. When the order of captures matters, the claimants flick their claim stone at the Rune of Fate; the closest stone that does not touch it wins and chooses the order. Players without a balance stone take the face-up stone nearest the Rune of Fate; face-down stones go back into the bag.</source>
        <translation>Les fausses paires retournent dans le sac et coûtent à leur auteur une paire de son butin. Une paire partagée entre deux joueurs retourne dans le sac. Une rune jumelle rapporte la rune d&apos;Équilibre de la victime et toutes les runes de cette couleur de son butin. Quand l&apos;ordre des prises compte, les joueurs concernés lancent leur rune jumelle d&apos;une pichenette vers la rune du Destin&#xa0;; la plus proche qui ne la touche pas gagne et choisit l&apos;ordre. Les joueurs sans rune d&apos;Équilibre prennent la rune face visible la plus proche de la rune du Destin&#xa0;; les runes face cachée retournent dans le sac.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Ordering disputes</source>
        <translation>Litiges d&apos;ordre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Captures of different colours never affect each other. Within one colour the order can change everything. For example, Anna holds the twin of Bela&apos;s white balance stone, and Bela holds the twin of Cili&apos;s. If Anna captures first, she takes Bela&apos;s white stones, and then Bela takes Cili&apos;s and keeps them. If Bela captures first, Cili&apos;s white stones join Bela&apos;s, and Anna takes them all.</source>
        <translation>Les prises de couleurs différentes ne s&apos;influencent jamais. Dans une même couleur, l&apos;ordre peut tout changer. Par exemple, Anna détient la jumelle de la rune d&apos;Équilibre blanche de Bela, et Bela celle de Cili. Si Anna prend en premier, elle emporte les runes blanches de Bela, puis Bela prend celles de Cili et les garde. Si Bela prend en premier, les runes blanches de Cili rejoignent celles de Bela, et Anna emporte tout.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>So every player holding a claim in that colour flicks their claim stone at the Rune of Fate. A stone that touches it is out; of the others, the one that stops closest wins, and its player chooses the whole order. If every stone is out, or the best two are exactly as close, they flick again. When every order gives the same result there is no contest.</source>
        <translation>Alors chaque joueur qui détient une rune jumelle de cette couleur la lance d&apos;une pichenette vers la rune du Destin. Une rune qui la touche est éliminée&#xa0;; parmi les autres, celle qui s&apos;arrête le plus près gagne, et son joueur choisit tout l&apos;ordre. Si toutes les runes sont éliminées, ou si les deux meilleures sont exactement aussi proches, on recommence. Quand tous les ordres donnent le même résultat, il n&apos;y a pas de pichenette.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The end</source>
        <translation>Fin de la partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When the bag holds no more stones than there are players, the game ends. The biggest treasure wins; tied players flick for the title of grand master of runes.</source>
        <translation>Quand le sac ne contient pas plus de runes qu&apos;il n&apos;y a de joueurs, la partie se termine. Le plus gros butin l&apos;emporte&#xa0;; les joueurs à égalité se départagent à la pichenette pour le titre de grand maître des runes.</translation>
    </message>
</context>
<context>
    <name>ScreenInputs</name>
    <message>
        <location filename="../../app/screen_inputs.py" line="+67"/>
        <source>Take keys: {keys}; on a game controller, {button}.</source>
        <translation>Touches pour prendre&#xa0;: {keys}&#xa0;; sur une manette, {button}.</translation>
    </message>
</context>
<context>
    <name>SeatLinks</name>
    <message>
        <location filename="../../ui/network/seat_links.py" line="+49"/>
        <source>reconnecting…</source>
        <translation>reconnexion…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{ms} ms</source>
        <translation>{ms} ms</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>under 1 ms</source>
        <translation>moins de 1 ms</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>✓ ready</source>
        <translation>✓ prêt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Waiting for {names} (reconnecting…)</source>
        <translation>En attente de {names} (reconnexion…)</translation>
    </message>
</context>
<context>
    <name>SeatPanel</name>
    <message numerus="yes">
        <location filename="../../ui/table/seat_panel.py" line="+251"/>
        <source>%n stone(s)</source>
        <translation>
            <numerusform>%n rune</numerusform>
            <numerusform>%n runes</numerusform>
        </translation>
    </message>
    <message>
        <location line="-3"/>
        <source>✓ ready</source>
        <translation>✓ prêt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>ready?</source>
        <translation>prêt&#xa0;?</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>empty treasure</source>
        <translation>butin vide</translation>
    </message>
</context>
<context>
    <name>SettingsMenu</name>
    <message>
        <location filename="../../app/settings_menu.py" line="+43"/>
        <source>&amp;Animations</source>
        <translation>&amp;Animations</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Normal</source>
        <translation>&amp;Normales</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Fast</source>
        <translation>&amp;Rapides</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Off</source>
        <translation>&amp;Désactivées</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Préférences…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Controls…</source>
        <translation>&amp;Commandes…</translation>
    </message>
</context>
<context>
    <name>SetupDialog</name>
    <message>
        <location filename="../../ui/dialogs/seat_row.py" line="+35"/>
        <location filename="../../ui/dialogs/setup_dialog.py" line="+25"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>age?</source>
        <translation>âge&#xa0;?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Name of seat {n}</source>
        <translation>Nom de la place {n}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Player at seat {n}</source>
        <translation>Joueur à la place {n}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Age at seat {n}</source>
        <translation>Âge à la place {n}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove seat {n}</source>
        <translation>Retirer la place {n}</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/setup_dialog.py" line="-5"/>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Age</source>
        <translation>Âge</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add a seat</source>
        <translation>Ajouter une place</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No limit</source>
        <translation>Sans limite</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All at once</source>
        <translation>Tous en même temps</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relay</source>
        <translation>Chacun son tour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How the grab is played</source>
        <translation>Comment se joue le ramassage</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All at once is a race of reflexes: everyone, computer players too, grabs from the table at the same moment.</source>
        <translation>«&#xa0;Tous en même temps&#xa0;» est une course de réflexes&#xa0;: tout le monde, ordinateurs compris, saisit sur la table au même moment.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Relay gives each person a private turn with a clock of its own: it can be played with the keyboard alone and a screen reader.</source>
        <translation>«&#xa0;Chacun son tour&#xa0;» donne à chaque personne un tour à elle, avec sa propre horloge&#xa0;: on peut y jouer au clavier seul et avec un lecteur d&apos;écran.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>random</source>
        <translation>aléatoire</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First player</source>
        <translation>Premier joueur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time per grab turn</source>
        <translation>Temps par tour de ramassage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seed</source>
        <translation>Numéro de partie</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Start</source>
        <translation>Commencer</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>First player:</source>
        <translation>Premier joueur&#xa0;:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Grab:</source>
        <translation>Ramassage&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time per grab turn:</source>
        <translation>Temps par tour de ramassage&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seed (numbered game):</source>
        <translation>Numéro de partie&#xa0;:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Who plays? Two to five seats, clockwise round the table. The youngest player starts.</source>
        <translation>Qui joue&#xa0;? De deux à cinq places autour de la table, dans le sens des aiguilles d&apos;une montre. Le plus jeune joueur commence.</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Phone: a player&apos;s own phone</source>
        <translation>Téléphone&#xa0;: le téléphone du joueur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer: novice</source>
        <translation>Ordinateur&#xa0;: novice</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer: adept</source>
        <translation>Ordinateur&#xa0;: adepte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer: master</source>
        <translation>Ordinateur&#xa0;: maître</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Computer: matches you, {percent} %</source>
        <translation>Ordinateur&#xa0;: à votre niveau, {percent}&#xa0;%</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>Player {n}</source>
        <translation>Joueur {n}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bot {n}</source>
        <translation>Robot {n}</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Needs an input for each person: see below.</source>
        <translation>Il faut une commande par personne&#xa0;: voir plus bas.</translation>
    </message>
    <message>
        <location line="-116"/>
        <location line="+68"/>
        <source>Seat {n}</source>
        <translation>Place {n}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The youngest ({name})</source>
        <translation>Le plus jeune ({name})</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The seed is a whole number from 0 up.</source>
        <translation>Le numéro de partie est un nombre entier à partir de 0.</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <location filename="../../ui/dialogs/shortcuts_dialog.py" line="+51"/>
        <source> or </source>
        <translation> ou </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Your turn (relay, the lesson)</source>
        <translation>Votre tour (chacun son tour, la leçon)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page Down, Page Up</source>
        <translation>Page suivante, Page précédente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ring the next stone round the table, or the one before</source>
        <translation>Entourer la rune suivante autour de la table, ou la précédente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Arrow keys</source>
        <translation>Flèches</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ring the nearest stone that way</source>
        <translation>Entourer la rune la plus proche dans cette direction</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Home</source>
        <translation>Début</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ring the stone nearest your edge</source>
        <translation>Entourer la rune la plus proche de votre bord</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enter or Space</source>
        <translation>Entrée ou Espace</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark the ringed stone; on its twin, again: take the two</source>
        <translation>Marquer la rune entourée&#xa0;; sur sa jumelle, encore&#xa0;: prendre les deux</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+11"/>
        <location line="+17"/>
        <location line="+7"/>
        <source>Esc</source>
        <translation>Échap</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>Drop the second stone, the mark, then the ring</source>
        <translation>Lâcher la seconde rune, la marque, puis l&apos;anneau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Backspace or Delete</source>
        <translation>Retour arrière ou Suppr</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put your last take back</source>
        <translation>Reposer votre dernière prise</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Enter</source>
        <translation>Ctrl+Entrée</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>End your turn</source>
        <translation>Terminer votre tour</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>At the table</source>
        <translation>À la table</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+15"/>
        <source>Space</source>
        <translation>Espace</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Throw; start your turn on the cover; say you are ready</source>
        <translation>Lancer&#xa0;; commencer votre tour sur l&apos;écran de garde&#xa0;; dire que vous êtes prêt</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+8"/>
        <source>Enter</source>
        <translation>Entrée</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Done (with no stone ringed); ready; Next in the lesson</source>
        <translation>Terminé (sans rune entourée)&#xa0;; prêt&#xa0;; Suivant dans la leçon</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pause the race (All at once) and go on</source>
        <translation>Mettre la course en pause (Tous en même temps) et reprendre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left and Right, Up and Down, Space</source>
        <translation>Gauche et droite, haut et bas, Espace</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flick contest: aim, set the strength, flick</source>
        <translation>Pichenette&#xa0;: viser, régler la force, lancer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The lesson</source>
        <translation>La leçon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next, or Try again</source>
        <translation>Suivant, ou Réessayer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From the table to the lesson&apos;s buttons and back</source>
        <translation>De la table aux boutons de la leçon et retour</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Watching a game again</source>
        <translation>Revoir une partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play or pause</source>
        <translation>Lecture ou pause</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left, Right</source>
        <translation>Gauche, droite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One move back or on</source>
        <translation>Un coup en arrière ou en avant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page Up, Page Down</source>
        <translation>Page précédente, Page suivante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One round back or on</source>
        <translation>Une manche en arrière ou en avant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Home, End</source>
        <translation>Début, Fin</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The start, the end</source>
        <translation>Le début, la fin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to your game</source>
        <translation>Retour à votre partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Practice</source>
        <translation>Entraînement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Throw</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hint</source>
        <translation>Indice</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Arrow keys, Space</source>
        <translation>Flèches, Espace</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ring a stone, take it</source>
        <translation>Entourer une rune, la prendre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Keys: {cluster} (All at once; with one hand, your turn too)</source>
        <translation>Touches&#xa0;: {cluster} (Tous en même temps&#xa0;; d&apos;une seule main, votre tour aussi)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>D-pad, left stick</source>
        <translation>Croix, stick gauche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move the ring</source>
        <translation>Déplacer l&apos;anneau</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game controller</source>
        <translation>Manette</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <location line="+21"/>
        <location line="+2"/>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../../ui/dialogs/statistics_dialog.py" line="+43"/>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No finished games yet. Play a game to its end and your record starts here: games played and won, and how fast you find pairs.</source>
        <translation>Aucune partie terminée pour l&apos;instant. Jouez une partie jusqu&apos;au bout et votre palmarès commence ici&#xa0;: parties jouées et gagnées, et la vitesse à laquelle vous trouvez les paires.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n game(s) recorded.</source>
        <translation>
            <numerusform>%n partie enregistrée.</numerusform>
            <numerusform>%n parties enregistrées.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Median find time in each of the last games: the time from the stones&apos; reveal (All at once: the end of the 3-2-1) to the take of a pick&apos;s first stone.</source>
        <translation>Temps de recherche médian dans chacune des dernières parties&#xa0;: le temps entre la révélation des runes (Tous en même temps&#xa0;: la fin du 3-2-1) et la saisie de la première rune d&apos;une prise.</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%n line(s) of the history could not be read and were skipped: {first}</source>
        <translation>
            <numerusform>%n ligne de l&apos;historique est illisible et a été ignorée&#xa0;: {first}</numerusform>
            <numerusform>%n lignes de l&apos;historique sont illisibles et ont été ignorées&#xa0;: {first}</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Played</source>
        <translation>Jouées</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Won</source>
        <translation>Gagnées</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Races won</source>
        <translation>Courses gagnées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best find</source>
        <translation>Meilleure recherche</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Median find</source>
        <translation>Recherche médiane</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Races lost</source>
        <translation>Courses perdues</translation>
    </message>
    <message numerus="yes">
        <location line="+31"/>
        <source>Practice: %n throw(s); best find {best}, median find {median}.</source>
        <translation>
            <numerusform>Entraînement&#xa0;: %n lancer&#xa0;; meilleure recherche {best}, médiane {median}.</numerusform>
            <numerusform>Entraînement&#xa0;: %n lancers&#xa0;; meilleure recherche {best}, médiane {median}.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{seconds} s</source>
        <translation>{seconds} s</translation>
    </message>
</context>
<context>
    <name>StoneWords</name>
    <message>
        <location filename="../../ui/access/stone_words.py" line="+49"/>
        <source>{stone}, your balance stone</source>
        <translation>{stone}, votre rune d&apos;Équilibre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{stone}, balance stone of {name}</source>
        <translation>{stone}, rune d&apos;Équilibre de {name}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a face-down stone</source>
        <translation>une rune face cachée</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{stone}, face up, by the Rune of Fate</source>
        <translation>{stone}, face visible, près de la rune du Destin</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{stone}, face up, near you</source>
        <translation>{stone}, face visible, près de vous</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{stone}, face up, near {name}</source>
        <translation>{stone}, face visible, près de {name}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{stone}, face up, towards you</source>
        <translation>{stone}, face visible, vers vous</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{stone}, face up, towards {name}</source>
        <translation>{stone}, face visible, vers {name}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>nothing face up to take</source>
        <translation>aucune rune face visible à prendre</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n pair(s)</source>
        <translation>
            <numerusform>%n paire</numerusform>
            <numerusform>%n paires</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n twin(s) of a balance stone</source>
        <translation>
            <numerusform>%n jumelle d&apos;une rune d&apos;Équilibre</numerusform>
            <numerusform>%n jumelles de runes d&apos;Équilibre</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n other(s)</source>
        <translation>
            <numerusform>%n autre</numerusform>
            <numerusform>%n autres</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>face up: {parts}</source>
        <translation>face visible&#xa0;: {parts}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>The stones have landed: %n stone(s) on the table.</source>
        <translation>
            <numerusform>Les runes sont tombées&#xa0;: %n rune sur la table.</numerusform>
            <numerusform>Les runes sont tombées&#xa0;: %n runes sur la table.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n stone(s) on the table; {face_up}.</source>
        <translation>
            <numerusform>%n rune sur la table&#xa0;; {face_up}.</numerusform>
            <numerusform>%n runes sur la table&#xa0;; {face_up}.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Strength {n} %: it would touch the Rune of Fate (out).</source>
        <translation>Force {n}&#xa0;%&#xa0;: elle toucherait la rune du Destin (éliminée).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Strength {n} %: it would hit {stone}.</source>
        <translation>Force {n}&#xa0;%&#xa0;: elle heurterait {stone}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Strength {n} %: it would reach the rim.</source>
        <translation>Force {n}&#xa0;%&#xa0;: elle atteindrait le bord.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Strength {n} %: it would stop {mm} mm from the Rune of Fate.</source>
        <translation>Force {n}&#xa0;%&#xa0;: elle s&apos;arrêterait à {mm}&#xa0;mm de la rune du Destin.</translation>
    </message>
</context>
<context>
    <name>Summary</name>
    <message>
        <location filename="../../ui/dialogs/summary_lines.py" line="+130"/>
        <source>{line} (too late: {names})</source>
        <translation>{line} (trop tard : {names})</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>you +{margin}</source>
        <translation>vous +{margin}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} +{margin}</source>
        <translation>{name} +{margin}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You won the {stone} on a coin flip: an exact tie at {time}</source>
        <translation>Vous avez gagné à pile ou face ({stone})&#xa0;: égalité parfaite à {time}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} won the {stone} on a coin flip: an exact tie at {time}</source>
        <translation>{name} a gagné à pile ou face ({stone})&#xa0;: égalité parfaite à {time}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You reached the {stone} first, by {margin}</source>
        <translation>Vous avez été le plus rapide ({stone}), avec {margin} d&apos;avance</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} reached the {stone} first, by {margin}</source>
        <translation>{name} a été le plus rapide ({stone}), avec {margin} d&apos;avance</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You took a pair of {stone}</source>
        <translation>Vous avez pris une paire&#xa0;: {stone}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} took a pair of {stone}</source>
        <translation>{name} a pris une paire&#xa0;: {stone}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You took the twin of your own balance stone ({stone})</source>
        <translation>Vous avez pris la jumelle de votre propre rune d&apos;Équilibre ({stone})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} took the twin of their own balance stone ({stone})</source>
        <translation>{name} a pris la jumelle de sa propre rune d&apos;Équilibre ({stone})</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You claimed the twin of {victim}&apos;s balance stone</source>
        <translation>Vous avez pris la jumelle de la rune d&apos;Équilibre que possède {victim}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} claimed the twin of your balance stone</source>
        <translation>{name} a pris la jumelle de votre rune d&apos;Équilibre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} claimed the twin of {victim}&apos;s balance stone</source>
        <translation>{name} a pris la jumelle de la rune d&apos;Équilibre que possède {victim}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a wrong twin</source>
        <translation>une fausse jumelle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a wrong pair</source>
        <translation>une fausse paire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You took {kind} ({stones}): back into the bag</source>
        <translation>Vous avez pris {kind} ({stones})&#xa0;: retour au sac</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} took {kind} ({stones}): back into the bag</source>
        <translation>{name} a pris {kind} ({stones})&#xa0;: retour au sac</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You held the {stone} alone when the grab ended: back into the bag, no penalty</source>
        <translation>Vous teniez une rune ({stone}) seule à la fin du ramassage&#xa0;: retour dans le sac, sans pénalité</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} held the {stone} alone when the grab ended: back into the bag, no penalty</source>
        <translation>{name} tenait une rune ({stone}) seule à la fin du ramassage&#xa0;: retour dans le sac, sans pénalité</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You kept only one stone of a pair ({stone}), {other} got the other: back into the bag</source>
        <translation>Vous n&apos;avez eu qu&apos;une rune d&apos;une paire ({stone}), l&apos;autre est allée à {other}&#xa0;: retour au sac</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} kept only one stone of a pair ({stone}), you got the other: back into the bag</source>
        <translation>{name} n&apos;a eu qu&apos;une rune d&apos;une paire ({stone}), vous avez eu l&apos;autre&#xa0;: retour au sac</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} kept only one stone of a pair ({stone}), {other} got the other: back into the bag</source>
        <translation>{name} n&apos;a eu qu&apos;une rune d&apos;une paire ({stone}), l&apos;autre est allée à {other}&#xa0;: retour au sac</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You paid a penalty: a pair of {stone}</source>
        <translation>Vous avez payé une paire en pénalité&#xa0;: {stone}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} paid a penalty: a pair of {stone}</source>
        <translation>{name} a payé une paire en pénalité&#xa0;: {stone}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You owed a penalty but had no pair to pay</source>
        <translation>Vous deviez une pénalité mais n&apos;aviez aucune paire pour payer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} owed a penalty but had no pair to pay</source>
        <translation>{name} devait une pénalité mais n&apos;avait aucune paire pour payer</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The flick contest was drawn: flick again</source>
        <translation>Le concours de pichenette est nul&#xa0;: on recommence</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You won the flick contest</source>
        <translation>Vous avez gagné le concours de pichenette</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} won the flick contest</source>
        <translation>{name} a gagné le concours de pichenette</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+4"/>
        <source>{name} chose the order of the {colour} captures</source>
        <translation>{name} a choisi l&apos;ordre des prises en {colour}</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>You chose the order of the {colour} captures</source>
        <translation>Vous avez choisi l&apos;ordre des prises en {colour}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You have no balance stone: none left to take</source>
        <translation>Vous n&apos;avez pas de rune d&apos;Équilibre&#xa0;: il n&apos;en reste aucune à prendre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} has no balance stone: none left to take</source>
        <translation>{name} n&apos;a pas de rune d&apos;Équilibre&#xa0;: il n&apos;en reste aucune à prendre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You took the {stone} as your new balance stone</source>
        <translation>Vous avez pris une nouvelle rune d&apos;Équilibre&#xa0;: {stone}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} took the {stone} as their new balance stone</source>
        <translation>{name} a pris une nouvelle rune d&apos;Équilibre&#xa0;: {stone}</translation>
    </message>
</context>
<context>
    <name>SummaryPanel</name>
    <message>
        <location filename="../../ui/dialogs/summary_dialog.py" line="+52"/>
        <location line="+3"/>
        <source>Round {n}</source>
        <translation>Manche {n}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hide</source>
        <translation>Masquer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Watch this round again</source>
        <translation>Revoir cette manche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The round&apos;s throw, race and settling again, the race in slow motion</source>
        <translation>Le lancer, la course et le décompte de la manche, la course au ralenti</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>What happened</source>
        <translation>Ce qui s&apos;est passé</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Nothing was taken this round.</source>
        <translation>Personne n&apos;a rien pris dans cette manche.</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>See the final scores</source>
        <translation>Voir les scores finaux</translation>
    </message>
</context>
<context>
    <name>SummaryPlurals</name>
    <message numerus="yes">
        <location filename="../../ui/dialogs/summary_lines.py" line="-203"/>
        <source>%n face-down stone(s) went back into the bag</source>
        <translation>
            <numerusform>%n rune face cachée est retournée dans le sac</numerusform>
            <numerusform>%n runes face cachée sont retournées dans le sac</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableFaults</name>
    <message>
        <location filename="../../app/network/faults.py" line="+53"/>
        <source>If they are not back in time, the host chooses: a computer player takes the seat, or the game is saved and ended.</source>
        <translation>S&apos;ils ne reviennent pas à temps, l&apos;hôte choisit&#xa0;: l&apos;ordinateur prend la place, ou la partie est enregistrée et terminée.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Reconnecting to the table…</source>
        <translation>Reconnexion à la table…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No table has that code. Check the code, or ask the host for the invitation again.</source>
        <translation>Aucune table n&apos;a ce code. Vérifiez-le, ou redemandez l&apos;invitation à l&apos;hôte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The table has no free seat (or its game has started): you can still join as a spectator.</source>
        <translation>La table n&apos;a plus de place libre (ou la partie a commencé)&#xa0;: vous pouvez encore la rejoindre en spectateur.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The table refused a name: choose another.</source>
        <translation>La table a refusé un nom&#xa0;: choisissez-en un autre.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Nothing answers at {address}: is the server running there, and is the address (its port) right?</source>
        <translation>Rien ne répond à {address}&#xa0;: le serveur y tourne-t-il, et l&apos;adresse (son port) est-elle juste&#xa0;?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{address} cannot be reached: check the address and this computer&apos;s connection.</source>
        <translation>{address} est injoignable&#xa0;: vérifiez l&apos;adresse et la connexion de cet ordinateur.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{address} answers, but it is no Rök table server: check the address and its port.</source>
        <translation>{address} répond, mais ce n&apos;est pas un serveur de tables Rök&#xa0;: vérifiez l&apos;adresse et son port.</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>The table server takes no more connections from your network just now: close a few, or try again later.</source>
        <translation>Le serveur de tables n&apos;accepte plus de connexions de votre réseau pour l&apos;instant&#xa0;: fermez-en quelques-unes, ou réessayez plus tard.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The secure connection to {address} failed: the server may not use wss://, or its certificate is not trusted. A server with a certificate of its own making is trusted by an invitation that carries its fingerprint (ending in #sha256=...): ask for that.</source>
        <translation>La connexion sécurisée à {address} a échoué&#xa0;: le serveur n&apos;utilise peut-être pas wss://, ou son certificat n&apos;est pas reconnu. Un serveur au certificat fait maison est reconnu grâce à une invitation qui porte l&apos;empreinte de ce certificat (elle se termine par #sha256=...)&#xa0;: demandez-la.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The server at {address} showed another certificate than the one the invitation names, so nothing was sent to it: someone may be in between, or the server has a new certificate. Ask the host for the invitation again.</source>
        <translation>Le serveur {address} a présenté un autre certificat que celui que nomme l&apos;invitation, si bien que rien ne lui a été envoyé&#xa0;: quelqu&apos;un s&apos;est peut-être interposé, ou le serveur a un nouveau certificat. Redemandez l&apos;invitation à l&apos;hôte.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The table server at {address} hosts only its own table: ask its host for an invitation, or host the table on this computer.</source>
        <translation>Le serveur de tables {address} n&apos;accueille que sa propre table&#xa0;: demandez une invitation à son hôte, ou ouvrez la table sur cet ordinateur.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server at {address} has as many tables as it takes: try again later, or host the table on this computer.</source>
        <translation>Le serveur {address} a déjà autant de tables qu&apos;il en accepte&#xa0;: réessayez plus tard, ou ouvrez la table sur cet ordinateur.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The table cannot be reached: {reason}</source>
        <translation>La table est injoignable&#xa0;: {reason}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your seat at this table is gone. Join it again.</source>
        <translation>Votre place à cette table n&apos;existe plus. Rejoignez-la de nouveau.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot join the table</source>
        <translation>Impossible de rejoindre la table</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cannot host a table</source>
        <translation>Impossible d&apos;ouvrir la table</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Nobody started the game in time, so the table server closed the table. Host a table again to play.</source>
        <translation>Personne n&apos;a lancé la partie à temps, alors le serveur de tables a fermé la table. Ouvrez une nouvelle table pour jouer.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Nobody started the game within %n minute(s) of the table being hosted, so the table server closed it. Host a table again to play.</source>
        <translation>
            <numerusform>Personne n&apos;a lancé la partie dans la %n minute qui a suivi l&apos;ouverture de la table, alors le serveur de tables l&apos;a fermée. Ouvrez une nouvelle table pour jouer.</numerusform>
            <numerusform>Personne n&apos;a lancé la partie dans les %n minutes qui ont suivi l&apos;ouverture de la table, alors le serveur de tables l&apos;a fermée. Ouvrez une nouvelle table pour jouer.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Too many wrong table codes were tried from your network: wait a moment, check the code, and try again.</source>
        <translation>Trop de codes de table erronés ont été essayés depuis votre réseau&#xa0;: patientez un instant, vérifiez le code, puis réessayez.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Too many wrong table codes were tried from your network: wait %n second(s), check the code, and try again.</source>
        <translation>
            <numerusform>Trop de codes de table erronés ont été essayés depuis votre réseau&#xa0;: patientez %n seconde, vérifiez le code, puis réessayez.</numerusform>
            <numerusform>Trop de codes de table erronés ont été essayés depuis votre réseau&#xa0;: patientez %n secondes, vérifiez le code, puis réessayez.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This table needs a newer version of Rök: update rok-qt to play at it.</source>
        <translation>Cette table demande une version plus récente de Rök&#xa0;: mettez rok-qt à jour pour y jouer.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This table&apos;s server runs an older version of Rök: it must be updated before this copy can play there.</source>
        <translation>Le serveur de cette table a une version plus ancienne de Rök&#xa0;: il doit être mis à jour avant que cette copie puisse y jouer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The table runs another version of Rök: the older of the two must be updated.</source>
        <translation>La table a une autre version de Rök&#xa0;: la plus ancienne des deux doit être mise à jour.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The host saved the game and ended the table.</source>
        <translation>L&apos;hôte a enregistré la partie et fermé la table.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The table&apos;s server has stopped. The game as it was stays on screen.</source>
        <translation>Le serveur de la table s&apos;est arrêté. La partie reste à l&apos;écran telle qu&apos;elle était.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host has left the table. The game as it was stays on screen.</source>
        <translation>L&apos;hôte a quitté la table. La partie reste à l&apos;écran telle qu&apos;elle était.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host&apos;s computer cannot be reached any more: the table is gone. The game as it was stays on screen.</source>
        <translation>L&apos;ordinateur de l&apos;hôte est injoignable&#xa0;: la table n&apos;existe plus. La partie reste à l&apos;écran telle qu&apos;elle était.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>It is kept as {file}: Game &gt; Open hosts it again, and everyone gets their seat back.</source>
        <translation>Elle est conservée dans {file}&#xa0;: Partie &gt; Ouvrir l&apos;ouvre de nouveau, et chacun retrouve sa place.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>If the host hosts this table again, Game &gt; Join a table takes you back to your seat.</source>
        <translation>Si l&apos;hôte ouvre de nouveau cette table, Partie &gt; Rejoindre une table vous rend votre place.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The table has ended</source>
        <translation>La table est fermée</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{name} has not come back</source>
        <translation>{name} n&apos;est pas revenu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} has been away for a minute. A computer player can take the seat, or the game is saved and ended.</source>
        <translation>{name} est absent depuis une minute. L&apos;ordinateur peut prendre sa place, ou la partie est enregistrée et terminée.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A computer player takes the seat</source>
        <translation>L&apos;ordinateur prend la place</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save and end</source>
        <translation>Enregistrer et terminer</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{name} left the table: a computer player takes the seat.</source>
        <translation>{name} a quitté la table&#xa0;: l&apos;ordinateur prend sa place.</translation>
    </message>
</context>
<context>
    <name>TableHosting</name>
    <message>
        <location filename="../../app/network/hosting.py" line="+155"/>
        <source>{name}&apos;s table</source>
        <translation>Table de {name}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Not announced: the table is on {server}, not on this computer.</source>
        <translation>Non annoncée&#xa0;: la table est sur {server}, pas sur cet ordinateur.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The table is kept as {file}: Game &gt; Open hosts it again.</source>
        <translation>La table est conservée dans {file}&#xa0;: Partie &gt; Ouvrir l&apos;ouvre de nouveau.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Cannot open the table</source>
        <translation>Impossible d&apos;ouvrir la table</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} was not opened. {reason}.</source>
        <translation>{file} n&apos;a pas été ouvert. {reason}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Host this table again?</source>
        <translation>Ouvrir de nouveau cette table&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} holds a network table ({names}; round {round}). Host it again? The people who were at it join it again and take back their seats, and the game goes on where it was.</source>
        <translation>{file} contient une table en réseau ({names}&#xa0;; manche {round}). L&apos;ouvrir de nouveau&#xa0;? Les personnes qui y jouaient la rejoignent et retrouvent leur place, et la partie reprend là où elle en était.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Host the table again</source>
        <translation>Ouvrir de nouveau la table</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>The table is open again at {invitation}.</source>
        <translation>La table est de nouveau ouverte à l&apos;adresse {invitation}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{names}: Game &gt; Join a table on your computer gives you back your seat. The game goes on when everyone is back.</source>
        <translation>{names}&#xa0;: Partie &gt; Rejoindre une table, sur votre ordinateur, vous rend votre place. La partie reprend quand tout le monde est revenu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hosting the table again</source>
        <translation>Table de nouveau ouverte</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Cannot host a table</source>
        <translation>Impossible d&apos;ouvrir la table</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>The table cannot listen on {address} port {port}: {reason}</source>
        <translation>La table ne peut pas écouter sur {address}, port {port}&#xa0;: {reason}</translation>
    </message>
    <message>
        <location line="-172"/>
        <source>Rök with phones</source>
        <translation>Rök avec téléphones</translation>
    </message>
    <message>
        <location line="+183"/>
        <source>{title} ({code}) on {host}</source>
        <translation>{title} ({code}) sur {host}</translation>
    </message>
</context>
<context>
    <name>TableJoining</name>
    <message>
        <location filename="../../app/network/joining.py" line="+94"/>
        <source>Cannot join the table</source>
        <translation>Impossible de rejoindre la table</translation>
    </message>
</context>
<context>
    <name>TableNotes</name>
    <message>
        <location filename="../../ui/table/table_notes.py" line="+69"/>
        <source>{seconds} s</source>
        <translation>{seconds} s</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{ms} ms</source>
        <translation>{ms} ms</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>You: won on a coin flip</source>
        <translation>Vous&#xa0;: gagné à pile ou face</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}: won on a coin flip</source>
        <translation>{name}&#xa0;: gagné à pile ou face</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You: first by {margin}</source>
        <translation>Vous&#xa0;: premier, avec {margin} d&apos;avance</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}: first by {margin}</source>
        <translation>{name}&#xa0;: premier, avec {margin} d&apos;avance</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You: split pair</source>
        <translation>Vous&#xa0;: paire partagée</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You: wrong twin</source>
        <translation>Vous&#xa0;: fausse rune jumelle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}: wrong twin</source>
        <translation>{name}&#xa0;: fausse rune jumelle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You: wrong pair</source>
        <translation>Vous&#xa0;: fausse paire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}: wrong pair</source>
        <translation>{name}&#xa0;: fausse paire</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>{name}: split pair</source>
        <translation>{name}&#xa0;: paire partagée</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>new balance stone</source>
        <translation>nouvelle rune d&apos;Équilibre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no balance stone left</source>
        <translation>plus de rune d&apos;Équilibre</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>twins: drew again</source>
        <translation>runes jumelles&#xa0;: nouvelle pioche</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <location filename="../../ui/table/scene.py" line="+158"/>
        <source>bag</source>
        <translation>sac</translation>
    </message>
    <message>
        <location line="+159"/>
        <source>Taken this turn (click one to put it back)</source>
        <translation>Prises de ce tour (cliquez sur une rune pour la reposer)</translation>
    </message>
    <message>
        <location line="+123"/>
        <source>novice</source>
        <translation>novice</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>adept</source>
        <translation>adepte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>master</source>
        <translation>maître</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>matches you</source>
        <translation>à votre niveau</translation>
    </message>
</context>
<context>
    <name>TableSpeech</name>
    <message>
        <location filename="../../ui/access/table_speech.py" line="+77"/>
        <source>The faces show at each player&apos;s own turn.</source>
        <translation>Les faces se montrent à chacun à son propre tour.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>All at once is a race of reflexes: everyone grabs at the same time when the countdown ends.</source>
        <translation>« Tous en même temps » est une course de réflexes&#xa0;: tout le monde saisit en même temps à la fin du compte à rebours.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>You took {stone}.</source>
        <translation>Vous avez pris {stone}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} took {stone}.</source>
        <translation>{name} a pris {stone}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{name}: %n stone(s)</source>
        <translation>
            <numerusform>{name}&#xa0;: %n rune</numerusform>
            <numerusform>{name}&#xa0;: %n runes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game is over. {scores}.</source>
        <translation>La partie est terminée. {scores}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You are the grand master of runes.</source>
        <translation>Vous êtes le grand maître des runes.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} is the grand master of runes.</source>
        <translation>{name} est le grand maître des runes.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is over. {scores}. {won}</source>
        <translation>La partie est terminée. {scores}. {won}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Space when you are ready.</source>
        <translation>Espace quand vous êtes prêt.</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%n second(s).</source>
        <translation>
            <numerusform>%n seconde.</numerusform>
            <numerusform>%n secondes.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn, {name}.</source>
        <translation>À vous, {name}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Arrow keys or Page Down walk the stones, Enter marks and takes, Ctrl+Enter ends your turn.</source>
        <translation>Les flèches ou Page suivante vont de rune en rune, Entrée marque et prend, Ctrl+Entrée termine votre tour.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Go! {table}</source>
        <translation>Partez&#xa0;! {table}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round {n} is settled.</source>
        <translation>La manche {n} est réglée.</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <location filename="../../ui/texts.py" line="+18"/>
        <source>white</source>
        <translation>blanc</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>grey</source>
        <translation>gris</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black</source>
        <translation>noir</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>fehu</source>
        <translation>fehu</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>uruz</source>
        <translation>uruz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>thurisaz</source>
        <translation>thurisaz</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>ansuz</source>
        <translation>ansuz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>raidō</source>
        <translation>raidō</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>kaunan</source>
        <translation>kaunan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gebō</source>
        <translation>gebō</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>wunjō</source>
        <translation>wunjō</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rune of Fate</source>
        <translation>rune du Destin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{colour} {symbol}</source>
        <translation>{symbol} {colour}</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/summary_lines.py" line="+189"/>
        <location filename="../../ui/texts.py" line="+6"/>
        <source>nobody</source>
        <translation>personne</translation>
    </message>
    <message>
        <location filename="../../ui/texts.py" line="+6"/>
        <source>{name} throws…</source>
        <translation>{name} lance…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} grabs (their picks stay hidden until the round is settled)…</source>
        <translation>{name} ramasse (ses prises restent cachées jusqu&apos;au règlement de la manche)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} chooses a penalty pair…</source>
        <translation>{name} choisit une paire de pénalité…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} flicks…</source>
        <translation>{name} joue une pichenette…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} chooses the order of captures…</source>
        <translation>{name} choisit l&apos;ordre des prises…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{names} and {last}</source>
        <translation>{names} et {last}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{names} drew twins; both drew again.</source>
        <translation>{names} ont pioché des runes jumelles&#xa0;; tous deux ont pioché à nouveau.</translation>
    </message>
</context>
<context>
    <name>TieBreakDialog</name>
    <message numerus="yes">
        <location filename="../../ui/dialogs/order_dialog.py" line="-102"/>
        <source>{names} are tied with %n stone(s) each. Each flicks one stone of their treasure at the Rune of Fate; the stone that stops closest to it, without touching it, makes its player the grand master of runes.</source>
        <translation>
            <numerusform>{names} sont à égalité avec %n rune chacun. Chacun lance d&apos;une pichenette une rune de son butin vers la rune du Destin&#xa0;; celui dont la rune s&apos;arrête le plus près sans la toucher devient grand maître des runes.</numerusform>
            <numerusform>{names} sont à égalité avec %n runes chacun. Chacun lance d&apos;une pichenette une rune de son butin vers la rune du Destin&#xa0;; celui dont la rune s&apos;arrête le plus près sans la toucher devient grand maître des runes.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A tie for the title</source>
        <translation>Égalité pour le titre</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>To the contest</source>
        <translation>À la pichenette</translation>
    </message>
</context>
<context>
    <name>Timeline</name>
    <message>
        <location filename="../../ui/replay/timeline.py" line="+142"/>
        <source>Timeline</source>
        <translation>Chronologie</translation>
    </message>
</context>
<context>
    <name>TurnBar</name>
    <message>
        <location filename="../../ui/table/turn_bar.py" line="+21"/>
        <source>What happens now</source>
        <translation>Ce qui se passe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn clock</source>
        <translation>Chrono du tour</translation>
    </message>
</context>
<context>
    <name>TurnClock</name>
    <message>
        <location filename="../../ui/game/turn_clock.py" line="+118"/>
        <source>{s} s</source>
        <translation>{s} s</translation>
    </message>
</context>
<context>
    <name>ViewMenu</name>
    <message>
        <location filename="../../app/view_menu.py" line="+33"/>
        <source>Zoom &amp;in</source>
        <translation>Zoom a&amp;vant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Zoom &amp;out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fit the table to the window</source>
        <translation>A&amp;juster la table à la fenêtre</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Round log</source>
        <translation>Journal des manches</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Round &amp;log</source>
        <translation>&amp;Journal des manches</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>watch it again</source>
        <translation>la revoir</translation>
    </message>
</context>
<context>
    <name>WhoPlaysDialog</name>
    <message>
        <location filename="../../ui/input/who_plays.py" line="+28"/>
        <source>Who plays with what?</source>
        <translation>Qui joue avec quoi&#xa0;?</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mouse only</source>
        <translation>Souris seule</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This game races all at once with several people at this screen.</source>
        <translation>Dans cette partie, plusieurs personnes devant cet écran saisissent toutes en même temps.</translation>
    </message>
</context>
<context>
    <name>_Plurals</name>
    <message numerus="yes">
        <location filename="../../ui/lessons/texts.py" line="-138"/>
        <source>A fresh table for this step: your treasure now holds %n stone(s).</source>
        <translation>
            <numerusform>Une nouvelle table pour cette étape&#xa0;: votre butin compte maintenant %n rune.</numerusform>
            <numerusform>Une nouvelle table pour cette étape&#xa0;: votre butin compte maintenant %n runes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Last round · first player: {first} · %n stone(s) in the bag</source>
        <translation>
            <numerusform>Dernière manche · premier joueur&#xa0;: {first} · %n rune dans le sac</numerusform>
            <numerusform>Dernière manche · premier joueur&#xa0;: {first} · %n runes dans le sac</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>autosave</name>
    <message>
        <location filename="../../app/autosave.py" line="+67"/>
        <source>The folder {folder} is full</source>
        <translation>Le dossier {folder} est plein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The folder {folder} cannot be written</source>
        <translation>Impossible d&apos;écrire dans le dossier {folder}</translation>
    </message>
</context>
<context>
    <name>crash</name>
    <message>
        <location filename="../../app/crash.py" line="+99"/>
        <source>Something went wrong</source>
        <translation>Une erreur s&apos;est produite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rök hit an unexpected error: {error}</source>
        <translation>Rök a rencontré une erreur inattendue&#xa0;: {error}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game was saved to {path}. You can keep playing, or open that file later.</source>
        <translation>La partie a été enregistrée dans {path}. Vous pouvez continuer à jouer, ou ouvrir ce fichier plus tard.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You can keep playing; saving the game now with Game &gt; Save As is a good idea.</source>
        <translation>Vous pouvez continuer à jouer&#xa0;; mieux vaut enregistrer la partie maintenant avec Partie &gt; Enregistrer sous.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../../app/main.py" line="+45"/>
        <source>A player is name[:human|novice|adept|master[:age]], not {part!r}.</source>
        <translation>Un joueur s&apos;écrit nom[:human|novice|adept|master[:âge]], pas {part!r}.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Not an invitation: {text}</source>
        <translation>Ce n&apos;est pas une invitation&#xa0;: {text}</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Rök, the rune-stone grabbing game.</source>
        <translation>Rök, le jeu où l&apos;on attrape des runes.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Start at once with these seats, e.g. &apos;Anna:human:31,Bot:adept&apos;.</source>
        <translation>Commencer tout de suite avec ces places, p. ex. &apos;Anna:human:31,Bot:adept&apos;.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>seats</source>
        <translation>places</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seed for a numbered game (with --players).</source>
        <translation>Numéro de partie (avec --players).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>number</source>
        <translation>numéro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Animation speed: normal, fast or off.</source>
        <translation>Vitesse des animations&#xa0;: normal, fast ou off.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>speed</source>
        <translation>vitesse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check that this copy of Rök works, then exit.</source>
        <translation>Vérifier que cette copie de Rök fonctionne, puis quitter.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write these log channels in detail (race, input, pads, sound, files, network, app, or all), e.g. --debug=race,input.</source>
        <translation>Écrire ces canaux du journal en détail (race, input, pads, sound, files, network, app ou all), p. ex. --debug=race,input.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>channels</source>
        <translation>canaux</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Host and look for network tables only on this address (repeatable), e.g. 127.0.0.1.</source>
        <translation>Ouvrir et chercher des tables en réseau seulement sur cette adresse (répétable), par exemple 127.0.0.1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>address</source>
        <translation>adresse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Join the network table at this address and code, e.g. host:47400/7Q-K7MQ-2XPA-R4ZB.</source>
        <translation>Rejoindre la table en réseau à cette adresse et avec ce code, par exemple hôte:47400/7Q-K7MQ-2XPA-R4ZB.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>invitation</source>
        <translation>invitation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who plays at this screen when joining (repeatable); none: watch.</source>
        <translation>Qui joue à cet écran en rejoignant (répétable)&#xa0;; personne&#xa0;: regarder.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>name</source>
        <translation>nom</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A saved game (.rok) to open, or a game record (.rokrec) to watch.</source>
        <translation>Une partie enregistrée (.rok) à ouvrir, ou le déroulé d&apos;une partie (.rokrec) à revoir.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>[file]</source>
        <translation>[fichier]</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Unknown log channel: {names}.</source>
        <translation>Canal du journal inconnu : {names}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>--interface takes an IP address, such as 127.0.0.1.</source>
        <translation>--interface attend une adresse IP, par exemple 127.0.0.1.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Animation speed is normal, fast or off.</source>
        <translation>La vitesse des animations est normal, fast ou off.</translation>
    </message>
    <message>
        <location filename="../../app/settings_file.py" line="+127"/>
        <source>The settings file {path} is not a regular file: Rök runs with its default settings this time and changes nothing there.</source>
        <translation>Le fichier de réglages {path} n&apos;est pas un fichier ordinaire&#xa0;: Rök utilise cette fois ses réglages par défaut et n&apos;y modifie rien.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The settings file {path} was damaged ({reason}): Rök starts with the settings it could read, the others at their defaults.</source>
        <translation>Le fichier de réglages {path} était endommagé ({reason})&#xa0;: Rök démarre avec les réglages qu&apos;il a pu lire, les autres à leur valeur par défaut.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The settings file {path} was damaged ({reason}): a copy of it is kept as {copy}, and Rök starts with the settings it could read, the others at their defaults.</source>
        <translation>Le fichier de réglages {path} était endommagé ({reason})&#xa0;: une copie en est gardée sous {copy}, et Rök démarre avec les réglages qu&apos;il a pu lire, les autres à leur valeur par défaut.</translation>
    </message>
</context>
<context>
    <name>startup</name>
    <message>
        <location filename="../../app/startup.py" line="+142"/>
        <source>Cannot resume</source>
        <translation>Impossible de reprendre</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Rök stopped unexpectedly last time, and its autosaved game cannot be read: {reason}.</source>
        <translation>Rök s&apos;est arrêté brutalement la dernière fois, et sa partie enregistrée automatiquement est illisible&#xa0;: {reason}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It is kept as {file}, and offered again when Rök can read it.</source>
        <translation>Elle est conservée sous {file} et sera proposée de nouveau quand Rök pourra la lire.</translation>
    </message>
    <message>
        <location line="-43"/>
        <source>Resume the game?</source>
        <translation>Reprendre la partie&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rök stopped unexpectedly during a game ({names}; round {round}). Resume it where it stopped?</source>
        <translation>Rök s&apos;est arrêté brutalement pendant une partie ({names}&#xa0;; manche {round}). La reprendre là où elle s&apos;est arrêtée&#xa0;?</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Rök stopped unexpectedly last time, and the network table it hosted cannot be read: {reason}.</source>
        <translation>Rök s&apos;est arrêté brutalement la dernière fois, et la table en réseau qu&apos;il accueillait est illisible&#xa0;: {reason}.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Host the table again?</source>
        <translation>Ouvrir de nouveau la table&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rök stopped unexpectedly while you hosted a network table ({names}; round {round}). Host it again? The people who were at it join it again and take back their seats, and the game goes on where it was.</source>
        <translation>Rök s&apos;est arrêté brutalement pendant que vous hébergiez une table en réseau ({names}&#xa0;; manche {round}). L&apos;ouvrir de nouveau&#xa0;? Les personnes qui y jouaient la rejoignent et retrouvent leur place, et la partie reprend là où elle en était.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Host the table again</source>
        <translation>Ouvrir de nouveau la table</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let it go</source>
        <translation>Y renoncer</translation>
    </message>
    <message>
        <location filename="../../app/end_writes.py" line="+76"/>
        <source>The game that ended as Rök stopped ({names}) is kept among your games.</source>
        <translation>La partie qui s&apos;est terminée à l&apos;arrêt de Rök ({names}) est gardée parmi vos parties.</translation>
    </message>
</context>
</TS>
